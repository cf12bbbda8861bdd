import type { DataSource } from "typeorm";
import { CrudService } from "../../common/crud.service";
import { documentAttachment } from "../files";
import type { AssetStore } from "../files";
import { CursorFormat, paginate } from "../../graphql/pagination";
import type { Page, PageArgs, SortKey } from "../../graphql/pagination";
import { Document } from "./document.entity";
import type { DocumentInput } from "./document.inputs";

const NEWEST_FIRST: SortKey[] = [
  { column: "document.created_at", property: "createdAt", format: CursorFormat.timestamp },
  { column: "document.id", property: "id", format: CursorFormat.uuid },
];

export class DocumentService extends CrudService<Document, DocumentInput> {
  constructor(dataSource: DataSource, assets: AssetStore) {
    super(dataSource, Document, "Document", {
      attachment: documentAttachment<Document>(assets, "file"),
      fields: (input) => ({ upload: input.file, dataUrl: input.fileData }),
    });
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
