/** The staff directory's address; other pages link to it. */
export const staffDirectoryPath = "/staff";
