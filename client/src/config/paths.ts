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
  maintenance: "/maintenance",
  admin: "/admin/*",
  notFound: "*",
} as const;

/** The staff panel's pages, under /admin. */
export const adminPaths = {
  dashboard: "/admin",
  login: "/admin/login",
  news: "/admin/news",
  events: "/admin/events",
  announcements: "/admin/announcements",
  gallery: "/admin/gallery",
  documents: "/admin/documents",
  messages: "/admin/messages",
} as const;

export const newsArticlePath = (id: string) => `/news/${encodeURIComponent(id)}`;
export const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`;
export const announcementPath = (id: string) => `/announcements/${encodeURIComponent(id)}`;
