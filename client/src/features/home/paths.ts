/** The home page's address; other pages link to it. */
export const homePath = "/";
