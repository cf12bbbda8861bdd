export { Announcement, Priority } from "./announcement.entity";
export { AnnouncementResolver } from "./announcement.resolver";
export { announcementRoutes } from "./announcement.routes";
export { AnnouncementService, derivePriority } from "./announcement.service";
