import type { DataSource } from "typeorm";
import type { Clock } from "../../kernel/clock";
import { CrudService } from "../../kernel/crud.service";
import { NotFoundError, UnauthenticatedError } from "../../kernel/errors";
import { CursorFormat, paginate } from "../../kernel/pagination";
import type { Page, SortKey } from "../../kernel/pagination";
import { inState, isPublicAt, nextPublication, nextPublicationChange, onlyPublic } from "../../kernel/publication";
import type { Viewer } from "../../kernel/publication";
import type { ItemHistory } from "../../kernel/versions";
import { documentAttachment } from "../files";
import type { AssetFile, AssetStore } from "../files";
import { Document } from "./document.entity";
import type { DocumentInput, DocumentListArgs } from "./document.inputs";

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
    );
  }

  /** Published documents, or for staff who ask, every document (optionally in one state). */
  async list(args: DocumentListArgs, viewer: Viewer = { isStaff: false }): Promise<Page<Document>> {
    if ((args.includeUnpublished || args.state) && !viewer.isStaff)
      throw new UnauthenticatedError("Sign in to see unpublished documents");
    const now = this.clock.now();
    const query = this.repository.createQueryBuilder("document").innerJoinAndSelect("document.file", "file");
    if (!args.includeUnpublished && !args.state) onlyPublic(query, "document", now);
    if (args.state) inState(query, "document", args.state, now);
    return paginate(query, NEWEST_FIRST, "DESC", args);
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
