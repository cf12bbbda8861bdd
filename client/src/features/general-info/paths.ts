/** The general information page's address; other pages link to it. */
export const generalInfoPath = "/general-info";
