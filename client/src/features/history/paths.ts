/** The history page's address; other pages link to it. */
export const historyPath = "/history";
