import type { DataSource } from "typeorm";
import { CrudService } from "../../common/crud.service";
import { CursorFormat, paginate } from "../../graphql/pagination";
import type { Page, PageArgs, SortKey } from "../../graphql/pagination";
import { Document } from "./document.entity";
import type { DocumentInput } from "./document.inputs";

const NEWEST_FIRST: SortKey[] = [
  { column: "document.created_at", property: "createdAt", format: CursorFormat.timestamp },
  { column: "document.id", property: "id", format: CursorFormat.uuid },
];

export class DocumentService extends CrudService<Document, DocumentInput> {
  constructor(dataSource: DataSource) {
    super(dataSource, Document, "Document");
  }

  list(args: PageArgs): Promise<Page<Document>> {
    return paginate(this.repository.createQueryBuilder("document"), NEWEST_FIRST, "DESC", args);
  }

  protected override toColumns(input: DocumentInput): Partial<Document> {
    return { title: input.title, fileUrl: input.fileUrl, sizeBytes: input.sizeBytes ?? null };
  }
}
