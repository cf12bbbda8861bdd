export { announcementsArea } from "./announcement.area";
export { Priority } from "./announcement.entity";
export { derivePriority } from "./announcement.service";
