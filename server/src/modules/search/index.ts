export { searchArea } from "./search.area";
