import type { DataSource } from "typeorm";
import type { Clock } from "../../kernel/clock";
import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import { auditedByTitle } from "../../kernel/audit";
import { sitemapUrls } from "../../kernel/sitemap";
import { contentApi } from "../../kernel/content-api";
import type { ItemHistory } from "../../kernel/versions";
import { IMAGE_JSON_LIMIT } from "../files";
import type { AssetStore } from "../files";
import { seedDemoNews } from "./news.demo";
import { NEWS_LABELS, News, NewsInput, NewsListArgs, NEWS_LIST } from "./news.entity";
import { newsFeedRoutes } from "./news.feed";
import { NewsCategoriesResolver } from "./news.resolver";
import { NewsService } from "./news.service";

interface NewsNeeds {
  dataSource: DataSource;
  assets: AssetStore;
  school: SchoolIdentity;
  clock: Clock;
  /** Where the earlier versions of what staff save are kept. */
  revisions: ItemHistory;
  /** The site's public origin (PUBLIC_URL), which the feed's links start with. */
  publicUrl: string;
}

/** News articles: GraphQL, the REST paths, the RSS feed, their pages in the sitemap, demo articles. */
export const newsArea = defineArea({
  kind: "news",
  itemName: "News article",
  entities: [News],
  publicTables: ["news"],
  lists: [NEWS_LIST],
  audited: [auditedByTitle(News, "News article", NEWS_LABELS)],
  trash: (news) => news,
  preview: { table: "news" },
  search: {
    label: "News",
    path: (id) => `/news/${id}`,
    table: {
      table: "news",
      date: "date",
      snippet: [{ column: "excerpt" }, { column: "news.content", html: true }],
    },
  },
  createService: ({ dataSource, assets, clock, revisions }: NewsNeeds) =>
    new NewsService(dataSource, assets, clock, revisions),
  api: contentApi({
    type: News,
    input: NewsInput,
    listArgs: NewsListArgs,
    list: { field: "news", description: "Published news, newest first; staff may ask for the rest too." },
    one: {
      field: "newsItem",
      description:
        "One article; NOT_FOUND for an unknown id, or one not published (except to staff or with its preview link's X-Preview-Token header).",
    },
    deletes: "the article",
    rest: {
      path: "/news",
      tag: "News",
      names: { one: "news article", many: "news" },
      fields: ["id", "title", "excerpt", "content", "date", "category", "image"],
      example: {
        title: "Netball team wins the league",
        excerpt: "An unbeaten season for the Under-11 side.",
        content: "The girls trained twice a week.\n\nWell done!",
        date: "2026-03-14",
        category: "Sport",
      },
      bodyLimit: IMAGE_JSON_LIMIT,
    },
  }),
  resolvers: [NewsCategoriesResolver],
  httpRoutes: (news, { school, publicUrl }) => newsFeedRoutes(news, school, publicUrl),
  sitemap: (news) => sitemapUrls("/news", (page) => news.list(Object.assign(new NewsListArgs(), page))),
  seed: seedDemoNews,
  nextPublicChange: (news) => (now) => news.nextPublicChange(now),
});
