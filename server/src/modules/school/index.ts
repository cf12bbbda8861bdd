export { School } from "./school.resolver";
export { schoolArea } from "./school.area";
