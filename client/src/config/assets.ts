/** The school's crest (client/public): the header, footer, login and maintenance pages, and cards without a picture. */
export const SCHOOL_CREST = "/images/crest.svg";
