import type { DataSource } from "typeorm";
import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import type { AuditTrail } from "../../kernel/audit";
import type { Clock } from "../../kernel/clock";
import type { Mailer } from "../../kernel/mail";
import type { AuthService } from "./auth.service";
import type { PasswordHasher } from "./password-hasher";
import { schoolNameIn } from "./school-name";
import { StaffResolver } from "./staff.resolver";
import { UserService } from "./user.service";

interface StaffNeeds {
  dataSource: DataSource;
  audit: AuditTrail;
  mail: Mailer;
  clock: Clock;
  school: SchoolIdentity;
  passwordHasher: PasswordHasher;
  publicUrl: string;
  auth: AuthService;
}

/** Staff accounts run from the panel by administrators (the command line uses the same service). */
export const staffArea = defineArea({
  createService: ({ dataSource, audit, mail, clock, school, passwordHasher, publicUrl, auth }: StaffNeeds) =>
    new UserService(dataSource, audit, {
      hasher: passwordHasher,
      clock,
      invitations: {
        mailer: mail,
        throttle: auth.throttle,
        publicUrl,
        schoolName: schoolNameIn(school.name),
        timeZone: school.timeZone,
      },
    }),
  resolvers: [StaffResolver],
});
