/** The site search's address; other pages link to it. */
export const searchPath = "/search";
