export { previewArea } from "./preview.area";
export { PreviewService } from "./preview.service";
export { noindexPreview } from "./preview.robots";
