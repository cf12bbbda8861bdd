import type { DataSource } from "typeorm";
import type { Clock } from "../../kernel/clock";
import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import { auditedByTitle } from "../../kernel/audit";
import { sitemapUrls } from "../../kernel/sitemap";
import { versionsResolver } from "../../kernel/versions";
import type { ItemHistory } from "../../kernel/versions";
import type { AssetStore } from "../files";
import { seedDemoNews } from "./news.demo";
import { News } from "./news.entity";
import { newsFeedRoutes } from "./news.feed";
import { NewsListArgs } from "./news.inputs";
import { NewsResolver } from "./news.resolver";
import { newsRoutes } from "./news.routes";
import { NewsService } from "./news.service";
import { NEWS_LIST } from "./news.inputs";

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
  audited: [auditedByTitle(News, "News article")],
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
  resolvers: [NewsResolver, versionsResolver(News, "news")],
  restRoutes: newsRoutes,
  httpRoutes: (news, { school, publicUrl }) => newsFeedRoutes(news, school, publicUrl),
  sitemap: (news) => sitemapUrls("/news", (page) => news.list(Object.assign(new NewsListArgs(), page))),
  seed: seedDemoNews,
  nextPublicChange: (news) => (now) => news.nextPublicChange(now),
});
