export { Event } from "./event.entity";
export { eventsArea } from "./event.area";
