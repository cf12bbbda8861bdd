export { documentsArea } from "./document.area";
export { Document } from "./document.entity";
