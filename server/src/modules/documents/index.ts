export { Document } from "./document.entity";
export { DocumentResolver } from "./document.resolver";
export { documentRoutes } from "./document.routes";
export { DocumentService } from "./document.service";
