export { searchArea } from "./search.area";
export { SearchService } from "./search.service";
