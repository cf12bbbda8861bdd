import type { DataSource } from "typeorm";
import { CrudService } from "../../kernel/crud.service";
import { CursorFormat, paginate } from "../../kernel/pagination";
import type { Page, PageArgs, SortKey } from "../../kernel/pagination";
import { documentAttachment } from "../files";
import type { AssetStore } from "../files";
import { Document } from "./document.entity";
import type { DocumentInput } from "./document.inputs";

const NEWEST_FIRST: SortKey[] = [
  { column: "document.created_at", property: "createdAt", format: CursorFormat.timestamp },
  { column: "document.id", property: "id", format: CursorFormat.uuid },
];

export class DocumentService extends CrudService<Document, DocumentInput> {
  constructor(dataSource: DataSource, assets: AssetStore) {
    super(
      dataSource,
      Document,
      "Document",
      documentAttachment<Document, DocumentInput>(assets, "file", (input) => ({
        upload: input.file,
        dataUrl: input.fileData,
      })),
    );
  }

  list(args: PageArgs): Promise<Page<Document>> {
    return paginate(
      this.repository.createQueryBuilder("document").innerJoinAndSelect("document.file", "file"),
      NEWEST_FIRST,
      "DESC",
      args,
    );
  }

  protected override toColumns(input: DocumentInput): Partial<Document> {
    return { title: input.title };
  }
}
