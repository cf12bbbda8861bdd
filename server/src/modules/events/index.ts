export { eventsArea } from "./event.area";
