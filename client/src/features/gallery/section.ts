import type { SiteSection } from "../../lib/site-sections";
import { galleryPath } from "./paths";

export const gallerySection: SiteSection = {
  pages: [{ path: galleryPath, load: () => import("./pages/gallery-page").then((page) => page.GalleryPage) }],
  headerLink: { label: "Gallery", path: galleryPath, group: "Our School" },
};
