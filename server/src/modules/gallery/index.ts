export { GalleryItem } from "./gallery-item.entity";
export { galleryArea } from "./gallery-item.area";
