import type { DataSource } from "typeorm";
import { defineArea } from "../../kernel/area";
import { auditedByTitle } from "../../kernel/audit";
import type { Clock } from "../../kernel/clock";
import { versionsResolver } from "../../kernel/versions";
import type { ItemHistory } from "../../kernel/versions";
import type { AuthService } from "../auth";
import type { AssetStore } from "../files";
import { seedDemoDocuments } from "./document.demo";
import { documentDownloadRoutes } from "./document.download";
import { Document, documentDownloadPath } from "./document.entity";
import { DocumentResolver } from "./document.resolver";
import { documentRoutes } from "./document.routes";
import { DocumentService } from "./document.service";
import { DOCUMENT_LIST } from "./document.inputs";

interface DocumentNeeds {
  dataSource: DataSource;
  assets: AssetStore;
  clock: Clock;
  /** Staff may download a document parents cannot see yet. */
  auth: AuthService;
  /** Where the earlier versions of what staff save are kept. */
  revisions: ItemHistory;
}

/** PDFs parents download (forms, policies): GraphQL, the REST paths, the stable download path, demo documents. */
export const documentsArea = defineArea({
  kind: "document",
  itemName: "Document",
  entities: [Document],
  publicTables: ["documents"],
  lists: [DOCUMENT_LIST],
  audited: [auditedByTitle(Document, "Document")],
  trash: (documents) => documents,
  search: {
    label: "Documents",
    path: documentDownloadPath,
    table: { table: "documents", date: "published_at::date", snippet: [{ column: "title" }] },
  },
  createService: ({ dataSource, assets, clock, revisions }: DocumentNeeds) =>
    new DocumentService(dataSource, assets, clock, revisions),
  resolvers: [DocumentResolver, versionsResolver(Document, "document")],
  restRoutes: documentRoutes,
  httpRoutes: documentDownloadRoutes,
  seed: seedDemoDocuments,
  nextPublicChange: (documents) => (now) => documents.nextPublicChange(now),
});
