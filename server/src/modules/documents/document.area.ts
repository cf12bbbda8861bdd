import type { DataSource } from "typeorm";
import { defineArea } from "../../kernel/area";
import { auditedByTitle } from "../../kernel/audit";
import type { Clock } from "../../kernel/clock";
import { contentApi } from "../../kernel/content-api";
import type { ItemHistory } from "../../kernel/versions";
import type { AuthService } from "../auth";
import { DOCUMENT_JSON_LIMIT } from "../files";
import type { AssetStore } from "../files";
import { seedDemoDocuments } from "./document.demo";
import { documentDownloadRoutes } from "./document.download";
import { DOCUMENT_LABELS, Document, documentDownloadPath } from "./document.entity";
import { DocumentService } from "./document.service";
import { DOCUMENT_LIST, DocumentInput, DocumentListArgs } from "./document.inputs";

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
  audited: [auditedByTitle(Document, "Document", DOCUMENT_LABELS)],
  trash: (documents) => documents,
  search: {
    label: "Documents",
    path: documentDownloadPath,
    table: { table: "documents", date: "published_at::date", snippet: [{ column: "title" }] },
  },
  createService: ({ dataSource, assets, clock, revisions }: DocumentNeeds) =>
    new DocumentService(dataSource, assets, clock, revisions),
  api: contentApi({
    type: Document,
    input: DocumentInput,
    listArgs: DocumentListArgs,
    list: { field: "documents", description: "Documents, newest first." },
    one: {
      field: "document",
      description: "One document; NOT_FOUND for an unknown id, or one not published (except to staff).",
    },
    deletes: "the document",
    // Answers link the PDF, never inline it.
    rest: {
      path: "/documents",
      tag: "Documents",
      names: { one: "document", many: "documents" },
      fields: ["id", "title", "size", "fileUrl", "uploadDate"],
      // The smallest file the upload takes for a PDF.
      example: {
        title: "School fees 2027",
        fileData: "data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iajw8Pj5lbmRvYmoKdHJhaWxlcjw8Pj4KJSVFT0YK",
      },
      bodyLimit: DOCUMENT_JSON_LIMIT,
    },
  }),
  httpRoutes: documentDownloadRoutes,
  seed: seedDemoDocuments,
  nextPublicChange: (documents) => (now) => documents.nextPublicChange(now),
});
