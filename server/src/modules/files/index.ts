export { Asset, AssetFile, AssetKind } from "./asset.entity";
export type { AssetVariant } from "./asset.entity";
export { AssetAttachment } from "./asset-attachment";
export type { FileChange, FileFields } from "./asset-attachment";
export { PostgresAssetStore } from "./asset.store";
export type { AssetStore } from "./asset.store";
export { fallbackUrl, variantUrl, FILE_ROUTE_PREFIX } from "./asset-urls";
export { storeDemoPdf, storeDemoPicture } from "./demo-files";
export {
  DOCUMENT_JSON_LIMIT,
  DOCUMENT_MAX_BYTES,
  FileMessages,
  IMAGE_JSON_LIMIT,
  IMAGE_MAX_BYTES,
} from "./file-limits";
export { ImageFieldsInput } from "./file-fields";
export { processImage, processPdf } from "./file-processing";
export { filesArea } from "./files.area";
export { ResponsiveImage, toResponsiveImage } from "./responsive-image";
export { imageAttachment } from "./image-attachment";
export { documentAttachment } from "./document-attachment";
export { uploadGuard } from "./upload-guard";
export { Illustrated } from "./illustrated";
