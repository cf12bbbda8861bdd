import type { DataSource } from "typeorm";
import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import { auditedByTitle } from "../../kernel/audit";
import type { AuditTrail } from "../../kernel/audit";
import type { Clock } from "../../kernel/clock";
import { contentApi } from "../../kernel/content-api";
import type { ItemHistory } from "../../kernel/versions";
import { IMAGE_JSON_LIMIT } from "../files";
import type { AssetStore } from "../files";
import { ALBUM_LABELS, Album } from "./album.entity";
import { AlbumResolver } from "./album.resolver";
import { seedDemoGallery } from "./gallery-item.demo";
import { GALLERY_ITEM_LABELS, GalleryItem } from "./gallery-item.entity";
import { GalleryOrderResolver } from "./gallery-item.resolver";
import { GalleryItemService } from "./gallery-item.service";
import { GALLERY_LIST, GalleryItemInput, GalleryListArgs } from "./gallery-item.inputs";

interface GalleryNeeds {
  dataSource: DataSource;
  assets: AssetStore;
  /** Its time zone dates an untitled photo's default title. */
  school: SchoolIdentity;
  clock: Clock;
  /** Where the earlier versions of what staff save are kept. */
  revisions: ItemHistory;
  /** Where a reorder of the gallery is logged. */
  audit: AuditTrail;
}

/** The photo gallery and its albums: GraphQL, the REST paths, demo photos. */
export const galleryArea = defineArea({
  kind: "gallery-photo",
  itemName: "Gallery photo",
  entities: [Album, GalleryItem],
  publicTables: ["gallery_albums", "gallery_items"],
  lists: [GALLERY_LIST],
  audited: [
    auditedByTitle(GalleryItem, "Gallery photo", GALLERY_ITEM_LABELS),
    { entity: Album, kind: "Album", name: (album) => (album as Album).name, labels: ALBUM_LABELS },
  ],
  trash: (gallery) => gallery,
  createService: ({ dataSource, assets, school, clock, revisions, audit }: GalleryNeeds) =>
    new GalleryItemService(dataSource, assets, school.timeZone, clock, revisions, audit),
  api: contentApi({
    type: GalleryItem,
    input: GalleryItemInput,
    listArgs: GalleryListArgs,
    list: { field: "galleryItems", description: "Gallery photos in the order staff set, new ones first." },
    one: {
      field: "galleryItem",
      description: "One photo; NOT_FOUND for an unknown id, or one not published (except to staff).",
    },
    deletes: "the photo",
    rest: {
      path: "/gallery",
      tag: "Gallery",
      names: { one: "gallery item", many: "gallery items" },
      fields: ["id", "title", "description", "alt", "imageUrl", "date", "albumId"],
      // A 1×1 PNG.
      example: {
        title: "Sports day",
        description: "The relay",
        alt: "Girls running the relay",
        imageData:
          "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
        date: "2026-03-14T08:00:00.000Z",
      },
      bodyLimit: IMAGE_JSON_LIMIT,
    },
  }),
  resolvers: [GalleryOrderResolver, AlbumResolver],
  seed: seedDemoGallery,
  nextPublicChange: (gallery) => (now) => gallery.nextPublicChange(now),
});
