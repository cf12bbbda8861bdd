import type { DataSource } from "typeorm";
import { AnnouncementService } from "./modules/announcements";
import { AuthService } from "./modules/auth";
import type { AuthServiceOptions } from "./modules/auth";
import { ContactMessageService } from "./modules/contact";
import { DocumentService } from "./modules/documents";
import { EventService } from "./modules/events";
import { GalleryItemService } from "./modules/gallery";
import { PostgresAssetStore } from "./modules/files";
import type { AssetStore } from "./modules/files";
import { NewsService } from "./modules/news";

/** One instance of each service per server, shared by GraphQL resolvers and REST routes. */
export interface Services {
  assets: AssetStore;
  news: NewsService;
  events: EventService;
  announcements: AnnouncementService;
  documents: DocumentService;
  gallery: GalleryItemService;
  auth: AuthService;
  contact: ContactMessageService;
}

export function createServices(dataSource: DataSource, timeZone: string, auth: AuthServiceOptions): Services {
  const assets = new PostgresAssetStore(dataSource);
  return {
    assets,
    news: new NewsService(dataSource, assets),
    events: new EventService(dataSource, assets, timeZone),
    announcements: new AnnouncementService(dataSource),
    documents: new DocumentService(dataSource, assets),
    gallery: new GalleryItemService(dataSource, assets, timeZone),
    auth: new AuthService(dataSource, auth),
    contact: new ContactMessageService(dataSource, auth.clock),
  };
}
