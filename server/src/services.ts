import type { DataSource } from "typeorm";
import { AnnouncementService } from "./modules/announcements";
import { DocumentService } from "./modules/documents";
import { EventService } from "./modules/events";
import { GalleryItemService } from "./modules/gallery";
import { NewsService } from "./modules/news";

/** One instance of each service per server, shared by GraphQL resolvers and REST routes. */
export interface Services {
  news: NewsService;
  events: EventService;
  announcements: AnnouncementService;
  documents: DocumentService;
  gallery: GalleryItemService;
}

export function createServices(dataSource: DataSource, timeZone: string): Services {
  return {
    news: new NewsService(dataSource),
    events: new EventService(dataSource, timeZone),
    announcements: new AnnouncementService(dataSource),
    documents: new DocumentService(dataSource),
    gallery: new GalleryItemService(dataSource, timeZone),
  };
}
