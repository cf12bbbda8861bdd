export { Announcement, Priority } from "./announcement.entity";
export { announcementsArea } from "./announcement.area";
export { derivePriority } from "./announcement.service";
