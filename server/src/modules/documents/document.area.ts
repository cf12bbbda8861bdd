import type { DataSource } from "typeorm";
import { defineArea } from "../../kernel/area";
import { auditedByTitle } from "../../kernel/audit";
import type { AssetStore } from "../files";
import { seedDemoDocuments } from "./document.demo";
import { documentDownloadRoutes } from "./document.download";
import { Document } from "./document.entity";
import { DocumentResolver } from "./document.resolver";
import { documentRoutes } from "./document.routes";
import { DocumentService } from "./document.service";

/** PDFs parents download (forms, policies): GraphQL, the REST paths, the stable download path, demo documents. */
export const documentsArea = defineArea({
  entities: [Document],
  audited: [auditedByTitle(Document, "Document")],
  createService: ({ dataSource, assets }: { dataSource: DataSource; assets: AssetStore }) =>
    new DocumentService(dataSource, assets),
  resolvers: [DocumentResolver],
  restRoutes: documentRoutes,
  httpRoutes: documentDownloadRoutes,
  seed: seedDemoDocuments,
});
