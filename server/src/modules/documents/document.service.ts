import { listPage } from "../../kernel/list-rules";
import type { DataSource } from "typeorm";
import type { Clock } from "../../kernel/clock";
import { CrudService } from "../../kernel/crud.service";
import { NotFoundError } from "../../kernel/errors";
import type { Page } from "../../kernel/pagination";
import { isPublicAt, nextPublication, nextPublicationChange } from "../../kernel/publication";
import type { Viewer } from "../../kernel/publication";
import type { ItemHistory } from "../../kernel/versions";
import { documentAttachment } from "../files";
import type { AssetFile, AssetStore } from "../files";
import { DOCUMENT_LABELS, Document } from "./document.entity";
import { DOCUMENT_LIST } from "./document.inputs";
import type { DocumentInput, DocumentListArgs } from "./document.inputs";

/** The PDF variant's name in the files area. */
const PDF_VARIANT = "document";

export class DocumentService extends CrudService<Document, DocumentInput> {
  constructor(
    dataSource: DataSource,
    private readonly assets: AssetStore,
    private readonly clock: Clock,
    history: ItemHistory,
  ) {
    super(
      dataSource,
      Document,
      "Document",
      documentAttachment<Document, DocumentInput>(assets, "file", (input) => ({
        upload: input.file,
        dataUrl: input.fileData,
      })),
      history,
      DOCUMENT_LABELS,
    );
  }

  /** Published documents, or for staff who ask, every document (optionally in one state). */
  async list(args: DocumentListArgs, viewer: Viewer = { isStaff: false }): Promise<Page<Document>> {
    const query = this.repository.createQueryBuilder("document").innerJoinAndSelect("document.file", "file");
    return listPage(DOCUMENT_LIST, query, args, { viewer, now: this.clock.now() });
  }

  /** One document: a draft, scheduled or expired one only for staff. */
  async getVisible(id: string, viewer: Viewer): Promise<Document> {
    const document = await this.get(id);
    if (!isPublicAt(document.publication, this.clock.now()) && !viewer.isStaff) throw new NotFoundError("Document", id);
    return document;
  }

  /** The next planned publication or expiry after `now`, so cached answers never outlive it. */
  nextPublicChange(now: Date): Promise<Date | null> {
    return nextPublicationChange(this.dataSource, "documents", now);
  }

  /** The document's current PDF and its title, or null for an unknown id or, except for staff, one not public now. */
  async download(id: string, viewer: Viewer): Promise<{ title: string; file: AssetFile } | null> {
    const document = await this.findById(id);
    if (!document || (!viewer.isStaff && !isPublicAt(document.publication, this.clock.now()))) return null;
    const file = await this.assets.read(document.file.id, PDF_VARIANT);
    return file ? { title: document.title, file } : null;
  }

  protected override toColumns(input: DocumentInput, existing: Document | null): Partial<Document> {
    return {
      title: input.title,
      publication: nextPublication(input.publication, existing?.publication ?? null, this.clock.now()),
    };
  }
}
