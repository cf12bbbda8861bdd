import { viewerOf } from "../../kernel/request-context";
import { restResource } from "../../kernel/rest-resource";
import { IMAGE_JSON_LIMIT } from "../files";
import { News } from "./news.entity";
import { NewsInput, NewsListArgs } from "./news.inputs";
import type { NewsService } from "./news.service";

/** `/news` and `/news/{id}` of the original site. */
export const newsRoutes = (news: NewsService) =>
  restResource({
    path: "/news",
    tag: "News",
    names: { one: "news article", many: "news" },
    answer: { type: News, fields: ["id", "title", "excerpt", "content", "date", "category", "image"] },
    input: NewsInput,
    bodyLimit: IMAGE_JSON_LIMIT,
    list: {
      field: "news",
      args: NewsListArgs,
      run: async (args, { isStaff }) => news.list(args, { isStaff: await isStaff() }),
    },
    get: async (id, context) => news.getVisible(id, await viewerOf(context)),
    create: (input) => news.create(input),
    replace: (id, input) => news.update(id, input),
    remove: (id) => news.delete(id),
  });
