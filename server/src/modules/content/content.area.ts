import type { DataSource } from "typeorm";
import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import type { AuditTrail } from "../../kernel/audit";
import type { Clock } from "../../kernel/clock";
import type { AssetStore } from "../files";
import { CONTENT_PAGES } from "./content-pages";
import { ContentRevisionResolver, pageResolver } from "./content.resolver";
import { contentRoutes } from "./content.routes";
import { ContentService } from "./content.service";
import { SiteContent, SiteContentRevision } from "./site-content.entity";

interface ContentNeeds {
  dataSource: DataSource;
  assets: AssetStore;
  clock: Clock;
  school: SchoolIdentity;
  audit: AuditTrail;
}

/** The pages staff edit (settings, home, about, history, staff, admissions, general information): GraphQL, read-only REST, revisions. */
export const contentArea = defineArea({
  kind: "page",
  itemName: "Page",
  entities: [SiteContent, SiteContentRevision],
  publicTables: ["site_content"],
  search: { label: "Pages", path: (path) => path, pages: (content) => content.searchablePages() },
  createService: ({ dataSource, assets, clock, school, audit }: ContentNeeds) =>
    new ContentService(dataSource, assets, clock, school, audit),
  resolvers: [...CONTENT_PAGES.map(pageResolver), ContentRevisionResolver],
  restRoutes: contentRoutes,
  // Nightly (03:30 UTC): pictures uploaded for a page but never saved with it.
  jobs: (content) => [
    {
      name: "content_pictures_prune",
      cron: "30 3 * * *",
      run: async () => void (await content.pruneUnsavedPictures()),
    },
  ],
});
