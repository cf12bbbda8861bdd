import { AssetAttachment } from "./asset-attachment";
import type { AssetStore } from "./asset.store";
import { FileMessages, IMAGE_MAX_BYTES } from "./file-limits";
import { processImage } from "./file-processing";

/** The picture of a news article, event or gallery item: `image` upload or `imageData` data URL. */
export function imageAttachment<T extends object>(
  store: AssetStore,
  property: keyof T & string,
  options: { required: boolean },
): AssetAttachment<T> {
  return new AssetAttachment<T>(store, {
    property,
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
