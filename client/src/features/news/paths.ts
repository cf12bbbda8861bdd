/** Where the news pages are; other pages link to them. */
export const newsPaths = { list: "/news", article: "/news/:id" } as const;

export const newsArticlePath = (id: string) => `/news/${encodeURIComponent(id)}`;
