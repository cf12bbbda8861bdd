export { Event } from "./event.entity";
export { EventResolver } from "./event.resolver";
export { eventRoutes } from "./event.routes";
export { EventService } from "./event.service";
