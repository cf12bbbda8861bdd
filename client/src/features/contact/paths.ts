/** The contact page's address; other pages link to it. */
export const contactPath = "/contact";
