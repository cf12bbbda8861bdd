import { defineArea } from "../../kernel/area";
import { AuthResolver } from "./auth.resolver";
import type { AuthService } from "./auth.service";
import { User } from "./user.entity";

/** Staff accounts and their sign-in sessions. */
export const authArea = defineArea({
  entities: [User],
  // The server makes the one auth service itself: every request's context asks it who is signed in.
  createService: ({ auth }: { auth: AuthService }) => auth,
  resolvers: [AuthResolver],
});
