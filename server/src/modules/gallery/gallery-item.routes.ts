import { PageArgs } from "../../graphql/pagination";
import { IMAGE_JSON_LIMIT } from "../../http/rest/json-body";
import { ID_SCHEMA, objectSchema } from "../../http/rest/json-schema";
import { restResource } from "../../http/rest/rest-resource";
import type { GalleryItem } from "./gallery-item.entity";
import { GalleryItemInput } from "./gallery-item.inputs";

/** `/gallery` and `/gallery/{id}` of the original site. */
export const galleryRoutes = restResource({
  path: "/gallery",
  tag: "Gallery",
  names: { one: "gallery item", many: "gallery items" },
  shape: {
    name: "GalleryItem",
    schema: objectSchema({
      id: ID_SCHEMA,
      title: { type: "string" },
      description: { type: "string" },
      imageUrl: { type: ["string", "null"], description: "Address of the photo (JPEG or PNG)." },
      date: { type: "string", format: "date-time", description: "When the photo was added." },
    }),
    of: ({ id, title, description, imageUrl, date }: GalleryItem) => ({
      id,
      title,
      description,
      imageUrl,
      date: date.toISOString(),
    }),
  },
  input: GalleryItemInput,
  bodyLimit: IMAGE_JSON_LIMIT,
  list: { field: "galleryItems", args: PageArgs, run: (args, { services }) => services.gallery.list(args) },
  get: (id, { services }) => services.gallery.get(id),
  create: (input, { services }) => services.gallery.create(input),
  replace: (id, input, { services }) => services.gallery.update(id, input),
  remove: (id, { services }) => services.gallery.delete(id),
});
