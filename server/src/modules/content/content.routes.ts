import type { RestRoute } from "../../kernel/rest-route";
import { CONTENT_PAGES } from "./content-pages";
import type { ContentService } from "./content.service";

/** Read-only paths for integrators: `/content/{page}` answers what the page's GraphQL query does. */
export const contentRoutes = (content: ContentService): RestRoute[] =>
  CONTENT_PAGES.map((definition) => ({
    method: "get",
    path: `/content/${definition.page}`,
    operationId: definition.field,
    summary: definition.description,
    tag: "Site content",
    auth: false,
    success: { status: 200, shape: { type: definition.type } },
    handle: async ({ context }) => ({
      status: 200,
      body: await content.read(definition, { isStaff: await context.isStaff() }),
    }),
  }));
