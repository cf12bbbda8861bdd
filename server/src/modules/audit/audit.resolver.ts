import { Args, Authorized, ObjectType, Query, Resolver } from "type-graphql";
import { Connection } from "../../kernel/pagination";
import { Role } from "../../kernel/roles";
import { AuditEntry } from "./audit-entry.entity";
import { AuditLogArgs } from "./audit.inputs";
import type { AuditService } from "./audit.service";

@ObjectType()
class AuditEntryConnection extends Connection(AuditEntry) {}

@Resolver(() => AuditEntry)
export class AuditResolver {
  constructor(private readonly auditService: AuditService) {}

  @Authorized(Role.ADMINISTRATOR)
  @Query(() => AuditEntryConnection, { description: "The audit log, newest first, filtered (administrators only)." })
  auditLog(@Args(() => AuditLogArgs) args: AuditLogArgs) {
    return this.auditService.list(args);
  }

  @Authorized(Role.ADMINISTRATOR)
  @Query(() => [String], {
    description: "The kinds of thing the audit log names, for its filter (administrators only).",
  })
  auditSubjectTypes() {
    return this.auditService.subjectTypes();
  }
}
