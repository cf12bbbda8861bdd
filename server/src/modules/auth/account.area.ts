import type { DataSource } from "typeorm";
import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import type { Mailer } from "../../kernel/mail";
import { AccountResolver } from "./account.resolver";
import { AccountService } from "./account.service";
import type { AuthService } from "./auth.service";
import { schoolNameIn } from "./school-name";

interface AccountNeeds {
  dataSource: DataSource;
  auth: AuthService;
  mail: Mailer;
  school: SchoolIdentity;
}

/** A staff member's own account: forgotten and changed passwords, their sign-ins. */
export const accountArea = defineArea({
  createService: ({ dataSource, auth, mail, school }: AccountNeeds) =>
    new AccountService(dataSource, auth, { mail, schoolName: schoolNameIn(school.name) }),
  resolvers: [AccountResolver],
});
