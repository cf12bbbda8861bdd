export { GalleryItem } from "./gallery-item.entity";
export { GalleryItemResolver } from "./gallery-item.resolver";
export { galleryRoutes } from "./gallery-item.routes";
export { GalleryItemService } from "./gallery-item.service";
