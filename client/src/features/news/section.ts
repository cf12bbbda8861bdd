import type { SiteSection } from "../../lib/site-sections";
import { newsPaths } from "./paths";

export const newsSection: SiteSection = {
  pages: [
    { path: newsPaths.list, load: () => import("./pages/news-list-page").then((page) => page.NewsListPage) },
    { path: newsPaths.article, load: () => import("./pages/news-article-page").then((page) => page.NewsArticlePage) },
  ],
  headerLink: { label: "News", path: newsPaths.list },
};
