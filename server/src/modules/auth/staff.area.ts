import type { DataSource, EntityManager } from "typeorm";
import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import type { AuditTrail } from "../../kernel/audit";
import type { Clock } from "../../kernel/clock";
import type { Mailer } from "../../kernel/mail";
import type { PasswordHasher } from "./password-hasher";
import { StaffResolver } from "./staff.resolver";
import { UserService } from "./user.service";

interface StaffNeeds {
  dataSource: DataSource;
  audit: AuditTrail;
  mail: Mailer;
  clock: Clock;
  school: SchoolIdentity;
  passwordHasher: PasswordHasher;
  siteUrl: string;
}

/**
 * The name staff last saved in the school's settings (Site content), else the configured one. Read
 * from its row, as the public reads it, because the content area already depends on this one.
 */
const schoolNameIn = (fallback: string) => async (manager: EntityManager) => {
  const [row]: { name: string | null }[] = await manager.query(
    `SELECT content->>'name' AS name FROM site_content WHERE page = 'school'`,
  );
  return row?.name ?? fallback;
};

/** Staff accounts run from the panel by administrators (the command line uses the same service). */
export const staffArea = defineArea({
  createService: ({ dataSource, audit, mail, clock, school, passwordHasher, siteUrl }: StaffNeeds) =>
    new UserService(dataSource, audit, {
      hasher: passwordHasher,
      clock,
      invitations: { mailer: mail, siteUrl, schoolName: schoolNameIn(school.name), timeZone: school.timeZone },
    }),
  resolvers: [StaffResolver],
});
