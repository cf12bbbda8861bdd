import { AssetAttachment } from "./asset-attachment";
import type { FileFields } from "./asset-attachment";
import type { AssetStore } from "./asset.store";
import { DOCUMENT_MAX_BYTES, FileMessages } from "./file-limits";
import { processPdf } from "./file-processing";

/** A document's PDF: `file` upload or `fileData` data URL; a document always has one. */
export function documentAttachment<T extends object, Input>(
  store: AssetStore,
  property: keyof T & string,
  fields: (input: Input) => FileFields,
): AssetAttachment<T, Input> {
  return new AssetAttachment<T, Input>(store, {
    property,
    fields,
    uploadField: "file",
    dataField: "fileData",
    limit: {
      maxBytes: DOCUMENT_MAX_BYTES,
      tooLargeMessage: FileMessages.documentTooLarge,
      invalidMessage: FileMessages.notAPdf,
    },
    requiredMessage: FileMessages.fileRequired,
    process: processPdf,
  });
}
