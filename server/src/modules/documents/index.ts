export { documentsArea } from "./document.area";
