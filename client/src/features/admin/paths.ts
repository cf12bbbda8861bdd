/** The staff panel's own pages, and the sections other parts of the panel link to. */
export const adminPaths = {
  dashboard: "/admin",
  login: "/admin/login",
  /** Where an invitation e-mail's link leads (the server writes the same path into it). */
  invitation: "/admin/invitation",
  /** Where a staff member the school requires two-factor of sets it up before anything else. */
  twoFactorSetup: "/admin/two-factor-setup",
  documents: "/admin/documents",
} as const;
