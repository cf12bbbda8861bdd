/** The admissions page's address; other pages link to it. */
export const admissionsPath = "/admissions";
