export { schoolArea } from "./school.area";
