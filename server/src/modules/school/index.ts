export { School, SchoolResolver } from "./school.resolver";
