import { IMAGE_JSON_LIMIT } from "../../http/rest/json-body";
import { ID_SCHEMA, objectSchema } from "../../http/rest/json-schema";
import { restResource } from "../../http/rest/rest-resource";
import type { News } from "./news.entity";
import { NewsInput, NewsListArgs } from "./news.inputs";

/** `/news` and `/news/{id}` of the original site. */
export const newsRoutes = restResource({
  path: "/news",
  tag: "News",
  names: { one: "news article", many: "news" },
  shape: {
    name: "News",
    schema: objectSchema({
      id: ID_SCHEMA,
      title: { type: "string" },
      excerpt: { type: "string" },
      content: { type: "string" },
      date: { type: "string", format: "date" },
      category: { type: "string" },
      image: { type: ["string", "null"], description: "Address of the picture (JPEG or PNG), if any." },
    }),
    of: ({ id, title, excerpt, content, date, category, image }: News) => ({
      id,
      title,
      excerpt,
      content,
      date,
      category,
      image,
    }),
  },
  input: NewsInput,
  bodyLimit: IMAGE_JSON_LIMIT,
  list: { field: "news", args: NewsListArgs, run: (args, { services }) => services.news.list(args) },
  get: (id, { services }) => services.news.get(id),
  create: (input, { services }) => services.news.create(input),
  replace: (id, input, { services }) => services.news.update(id, input),
  remove: (id, { services }) => services.news.delete(id),
});
