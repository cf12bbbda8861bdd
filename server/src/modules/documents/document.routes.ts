import { restResource } from "../../kernel/rest-resource";
import { DOCUMENT_JSON_LIMIT } from "../files";
import { Document } from "./document.entity";
import { DocumentInput, DocumentListArgs } from "./document.inputs";
import type { DocumentService } from "./document.service";

/** `/documents` and `/documents/{id}` of the original site: answers link the PDF, never inline it. */
export const documentRoutes = (documents: DocumentService) =>
  restResource({
    path: "/documents",
    tag: "Documents",
    names: { one: "document", many: "documents" },
    answer: { type: Document, fields: ["id", "title", "size", "fileUrl", "uploadDate"] },
    input: DocumentInput,
    bodyLimit: DOCUMENT_JSON_LIMIT,
    list: {
      field: "documents",
      args: DocumentListArgs,
      run: async (args, { isStaff }) => documents.list(args, { isStaff: await isStaff() }),
    },
    get: async (id, { isStaff }) => documents.getVisible(id, { isStaff: await isStaff() }),
    create: (input) => documents.create(input),
    replace: (id, input) => documents.update(id, input),
    remove: (id) => documents.delete(id),
  });
