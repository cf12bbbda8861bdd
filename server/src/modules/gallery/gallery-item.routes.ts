import { restResource } from "../../kernel/rest-resource";
import { IMAGE_JSON_LIMIT } from "../files";
import { GalleryItem } from "./gallery-item.entity";
import { GalleryItemInput, GalleryListArgs } from "./gallery-item.inputs";
import type { GalleryItemService } from "./gallery-item.service";

/** `/gallery` and `/gallery/{id}` of the original site. */
export const galleryRoutes = (gallery: GalleryItemService) =>
  restResource({
    path: "/gallery",
    tag: "Gallery",
    names: { one: "gallery item", many: "gallery items" },
    answer: { type: GalleryItem, fields: ["id", "title", "description", "alt", "imageUrl", "date", "albumId"] },
    input: GalleryItemInput,
    bodyLimit: IMAGE_JSON_LIMIT,
    list: {
      field: "galleryItems",
      args: GalleryListArgs,
      run: async (args, { isStaff }) => gallery.list(args, { isStaff: await isStaff() }),
    },
    get: async (id, { isStaff }) => gallery.getVisible(id, { isStaff: await isStaff() }),
    create: (input) => gallery.create(input),
    replace: (id, input) => gallery.update(id, input),
    remove: (id) => gallery.delete(id),
  });
