/** Route paths of the client, in one place. */
export const paths = {
  home: "/",
  about: "/about",
  history: "/history",
  missionValues: "/mission-values",
  generalInfo: "/general-info",
  staff: "/staff",
  gallery: "/gallery",
  contact: "/contact",
  news: "/news",
  newsArticle: "/news/:id",
  events: "/events",
  event: "/events/:id",
  announcements: "/announcements",
  announcement: "/announcements/:id",
  admissions: "/admissions",
  academicCalendar: "/academic-calendar",
  search: "/search",
  alerts: "/alerts",
  alertsConfirm: "/alerts/confirm",
  alertsManage: "/alerts/manage",
  alertsUnsubscribe: "/alerts/unsubscribe",
  maintenance: "/maintenance",
  admin: "/admin/*",
  notFound: "*",
} as const;

/** The staff panel's own pages, and the sections other parts of the panel link to; the rest are in features/admin/admin-sections.ts. */
export const adminPaths = {
  dashboard: "/admin",
  login: "/admin/login",
  /** Where an invitation e-mail's link leads (the server writes the same path into it). */
  invitation: "/admin/invitation",
  /** Where a staff member the school requires two-factor of sets it up before anything else. */
  twoFactorSetup: "/admin/two-factor-setup",
  documents: "/admin/documents",
} as const;

export const newsArticlePath = (id: string) => `/news/${encodeURIComponent(id)}`;
export const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`;
export const announcementPath = (id: string) => `/announcements/${encodeURIComponent(id)}`;
