export { galleryArea } from "./gallery-item.area";
