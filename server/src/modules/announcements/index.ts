export { Announcement, Priority } from "./announcement.entity";
export { AnnouncementResolver } from "./announcement.resolver";
export { AnnouncementService, derivePriority } from "./announcement.service";
