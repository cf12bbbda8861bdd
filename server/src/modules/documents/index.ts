export { Document } from "./document.entity";
export { documentsArea } from "./document.area";
