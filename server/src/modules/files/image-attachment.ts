import { AssetAttachment } from "./asset-attachment";
import type { FileFields } from "./asset-attachment";
import type { AssetStore } from "./asset.store";
import { FileMessages, IMAGE_MAX_BYTES } from "./file-limits";
import { processImage } from "./file-processing";

/** The picture of a news article, event or gallery item: `image` upload or `imageData` data URL. */
export function imageAttachment<T extends object, Input>(
  store: AssetStore,
  property: keyof T & string,
  options: { required: boolean; fields: (input: Input) => FileFields },
): AssetAttachment<T, Input> {
  return new AssetAttachment<T, Input>(store, {
    property,
    fields: options.fields,
    uploadField: "image",
    dataField: "imageData",
    limit: {
      maxBytes: IMAGE_MAX_BYTES,
      tooLargeMessage: FileMessages.imageTooLarge,
      invalidMessage: FileMessages.notAnImage,
    },
    requiredMessage: options.required ? FileMessages.imageRequired : undefined,
    process: processImage,
  });
}
