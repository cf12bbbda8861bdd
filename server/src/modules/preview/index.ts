export { previewArea } from "./preview.area";
export { PreviewService } from "./preview.service";
