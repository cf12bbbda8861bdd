/** The about page's address; other pages link to it. */
export const aboutPath = "/about";
