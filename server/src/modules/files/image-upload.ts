import type { FileUpload } from "graphql-upload-ts";
import type { EntityManager } from "typeorm";
import type { Asset } from "./asset.entity";
import type { AssetStore } from "./asset.store";
import { FileMessages, IMAGE_MAX_BYTES } from "./file-limits";
import { processImage } from "./file-processing";
import { readUpload } from "./upload-reader";

/** An image uploaded on its own (a picture for an editable page): checked, made into variants and stored. */
export async function storeUploadedImage(
  store: AssetStore,
  manager: EntityManager,
  upload: Promise<FileUpload>,
  field = "image",
): Promise<Asset> {
  const bytes = await readUpload(upload, {
    maxBytes: IMAGE_MAX_BYTES,
    tooLargeMessage: FileMessages.imageTooLarge,
    invalidMessage: FileMessages.notAnImage,
    field,
  });
  return store.save(manager, await processImage(bytes, field));
}
