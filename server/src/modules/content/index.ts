export { contentArea } from "./content.area";
export { searchablePages } from "./searchable-pages";
