export { contentArea } from "./content.area";
