import type { DataSource } from "typeorm";
import { CrudService } from "../../kernel/crud.service";
import { CursorFormat, paginate } from "../../kernel/pagination";
import type { Page, PageArgs, SortKey } from "../../kernel/pagination";
import { documentAttachment } from "../files";
import type { AssetFile, AssetStore } from "../files";
import { Document } from "./document.entity";
import type { DocumentInput } from "./document.inputs";

const NEWEST_FIRST: SortKey[] = [
  { column: "document.created_at", property: "createdAt", format: CursorFormat.timestamp },
  { column: "document.id", property: "id", format: CursorFormat.uuid },
];

/** The PDF variant's name in the files area. */
const PDF_VARIANT = "document";

export class DocumentService extends CrudService<Document, DocumentInput> {
  constructor(
    dataSource: DataSource,
    private readonly assets: AssetStore,
  ) {
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

  /** The document's current PDF and its title, or null for an unknown id. */
  async download(id: string): Promise<{ title: string; file: AssetFile } | null> {
    const document = await this.findById(id);
    const file = document && (await this.assets.read(document.file.id, PDF_VARIANT));
    return document && file ? { title: document.title, file } : null;
  }

  protected override toColumns(input: DocumentInput): Partial<Document> {
    return { title: input.title };
  }
}
