export { Document } from "./document.entity";
export { DocumentResolver } from "./document.resolver";
export { DocumentService } from "./document.service";
