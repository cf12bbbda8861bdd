export { Event } from "./event.entity";
export { EventResolver } from "./event.resolver";
export { EventService } from "./event.service";
