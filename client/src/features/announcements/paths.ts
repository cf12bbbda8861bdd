/** Where the announcements pages are; other pages link to them. */
export const announcementsPaths = { list: "/announcements", announcement: "/announcements/:id" } as const;

export const announcementPath = (id: string) => `/announcements/${encodeURIComponent(id)}`;
