import { defineArea } from "../../kernel/area";
import { AuditEntry } from "./audit-entry.entity";
import { AuditResolver } from "./audit.resolver";
import type { AuditService } from "./audit.service";

/** The audit log staff read: one service for the whole server, which every area reports to. */
export const auditArea = defineArea({
  entities: [AuditEntry],
  createService: ({ audit }: { audit: AuditService }) => audit,
  resolvers: [AuditResolver],
  // Nightly (03:15 UTC, 05:15 in Johannesburg): entries older than a year go.
  jobs: (audit) => [{ name: "audit_prune", cron: "15 3 * * *", run: async () => void (await audit.prune()) }],
});
