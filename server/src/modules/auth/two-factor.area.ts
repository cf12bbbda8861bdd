import type { DataSource } from "typeorm";
import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import type { AuthService } from "./auth.service";
import { schoolNameIn } from "./school-name";
import { TwoFactorResolver } from "./two-factor.resolver";
import { TwoFactorService } from "./two-factor.service";

interface TwoFactorNeeds {
  dataSource: DataSource;
  auth: AuthService;
  school: SchoolIdentity;
}

/** Two-factor sign-in: each staff member's authenticator app and recovery codes, and the rule requiring it. */
export const twoFactorArea = defineArea({
  createService: ({ dataSource, auth, school }: TwoFactorNeeds) =>
    new TwoFactorService(dataSource, auth, { schoolName: schoolNameIn(school.name) }),
  resolvers: [TwoFactorResolver],
});
