/** The mission and values page's address; other pages link to it. */
export const missionValuesPath = "/mission-values";
