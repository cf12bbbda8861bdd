export { contentArea } from "./content.area";
export { inPlaceOf } from "./content-picture";
export { searchablePages } from "./searchable-pages";
