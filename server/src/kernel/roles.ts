import { registerEnumType } from "type-graphql";

/** What a staff member may do: administrators everything, editors the site's content only. */
export enum Role {
  /** Content, plus staff accounts, the school's settings and the audit log. */
  ADMINISTRATOR = "ADMINISTRATOR",
  /** News, events, announcements, documents, the gallery, pages, messages, the trash. */
  EDITOR = "EDITOR",
}

registerEnumType(Role, { name: "StaffRole", description: "What a staff member may do in the panel." });
