import type { FileUpload } from "graphql-upload-ts";
import type { EntityManager } from "typeorm";
import type { AttachedFile } from "../../kernel/crud.service";
import { UserInputError } from "../../kernel/errors";
import type { Asset } from "./asset.entity";
import type { AssetStore } from "./asset.store";
import type { NewAsset } from "./file-processing";
import { decodeDataUrl, readUpload } from "./upload-reader";
import type { ByteLimit } from "./upload-reader";

/** What a write asks of a record's file: a new one, removal, or (undefined) leave it be. */
export type FileChange = NewAsset | null | undefined;

/** The file fields an input may carry: an upload (GraphQL multipart) or a data URL (REST). */
export interface FileFields {
  upload?: Promise<FileUpload> | null;
  dataUrl?: string | null;
  remove?: boolean | null;
}

export interface AssetAttachmentOptions<T, Input> {
  /** The entity property holding the asset relation. */
  property: keyof T & string;
  /** Where the input carries the file. */
  fields(input: Input): FileFields;
  /** Field names reported in errors, as the client knows them. */
  uploadField: string;
  dataField: string;
  limit: Omit<ByteLimit, "field">;
  /** Message when a new record comes without a file, if one is required. */
  requiredMessage?: string;
  process(bytes: Buffer, field: string): NewAsset | Promise<NewAsset>;
}

/**
 * A record's uploaded file: read and processed before the transaction (slow, CPU-bound), then
 * stored, swapped or removed inside it together with the record.
 */
export class AssetAttachment<T extends object, Input> implements AttachedFile<T, Input> {
  constructor(
    private readonly store: AssetStore,
    private readonly options: AssetAttachmentOptions<T, Input>,
  ) {}

  async prepare(input: Input, creating: boolean): Promise<FileChange> {
    const { uploadField, dataField, limit, requiredMessage } = this.options;
    const fields = this.options.fields(input);
    if (fields.upload) {
      const bytes = await readUpload(fields.upload, { ...limit, field: uploadField });
      return this.options.process(bytes, uploadField);
    }
    if (fields.dataUrl) {
      const bytes = decodeDataUrl(fields.dataUrl, { ...limit, field: dataField });
      return this.options.process(bytes, dataField);
    }
    if (creating && requiredMessage) throw new UserInputError(requiredMessage, { [uploadField]: requiredMessage });
    if (fields.remove && requiredMessage) throw new UserInputError(requiredMessage, { [uploadField]: requiredMessage });
    return fields.remove ? null : undefined;
  }

  /** Points the entity at its new file, stored now; the one it replaced stays while a kept version names it. */
  async apply(manager: EntityManager, entity: T, change: FileChange): Promise<void> {
    if (change === undefined) return;
    const next = change === null ? null : await this.store.save(manager, change);
    (entity as Record<string, unknown>)[this.options.property] = next;
  }

  fileOf(entity: T): string | null {
    return (entity[this.options.property] as Asset | null | undefined)?.id ?? null;
  }

  /** Removes the file of a record that was just deleted. */
  async release(manager: EntityManager, entity: T): Promise<void> {
    const asset = entity[this.options.property] as Asset | null | undefined;
    if (asset) await this.store.remove(manager, asset.id);
  }
}
