import type { StaffRole } from "../../../gql/graphql";

/** Whether `role` may open `section`: editors keep to content. */
export const mayOpen = (section: { adminOnly?: boolean }, role: StaffRole) =>
  !section.adminOnly || role === "ADMINISTRATOR";
