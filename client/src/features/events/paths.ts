/** Where the events pages are; other pages link to them. */
export const eventsPaths = { list: "/events", event: "/events/:id" } as const;

export const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`;
