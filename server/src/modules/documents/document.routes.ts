import { PageArgs } from "../../graphql/pagination";
import { DOCUMENT_JSON_LIMIT } from "../../http/rest/json-body";
import { ID_SCHEMA, objectSchema } from "../../http/rest/json-schema";
import { restResource } from "../../http/rest/rest-resource";
import type { Document } from "./document.entity";
import { DocumentInput } from "./document.inputs";

/** `/documents` and `/documents/{id}` of the original site: answers link the PDF, never inline it. */
export const documentRoutes = restResource({
  path: "/documents",
  tag: "Documents",
  names: { one: "document", many: "documents" },
  shape: {
    name: "Document",
    schema: objectSchema({
      id: ID_SCHEMA,
      title: { type: "string" },
      size: { type: "string", description: "'{n} KB': bytes / 1024, rounded." },
      fileUrl: { type: "string", description: "Where the PDF is downloaded from." },
      uploadDate: { type: "string", format: "date-time" },
    }),
    of: ({ id, title, size, fileUrl, uploadDate }: Document) => ({
      id,
      title,
      size,
      fileUrl,
      uploadDate: uploadDate.toISOString(),
    }),
  },
  input: DocumentInput,
  bodyLimit: DOCUMENT_JSON_LIMIT,
  list: { field: "documents", args: PageArgs, run: (args, { services }) => services.documents.list(args) },
  get: (id, { services }) => services.documents.get(id),
  create: (input, { services }) => services.documents.create(input),
  replace: (id, input, { services }) => services.documents.update(id, input),
  remove: (id, { services }) => services.documents.delete(id),
});
