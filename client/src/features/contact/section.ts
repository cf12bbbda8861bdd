import type { SiteSection } from "../../lib/site-sections";
import { contactPath } from "./paths";

/** The contact form, and the messages it sends in the staff panel. */
export const contactSection: SiteSection = {
  pages: [{ path: contactPath, load: () => import("./pages/contact-page").then((page) => page.ContactPage) }],
  headerLink: { label: "Contact Us", path: contactPath },
};
