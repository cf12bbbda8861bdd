export { auditArea } from "./audit.area";
export { AuditService } from "./audit.service";
