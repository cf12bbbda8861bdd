export { contentArea } from "./content.area";
export { inPlaceOf } from "./content-picture";
