export { GalleryItem } from "./gallery-item.entity";
export { GalleryItemResolver } from "./gallery-item.resolver";
export { GalleryItemService } from "./gallery-item.service";
