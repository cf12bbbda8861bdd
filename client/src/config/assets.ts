/** The school's crest (client/public): the header, footer, login and maintenance pages, and the placeholder of a missing picture. */
export const SCHOOL_CREST = "/images/crest.svg";
