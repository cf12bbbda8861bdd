/** The gallery's address; other pages link to it. */
export const galleryPath = "/gallery";
