import type { AuthChecker } from "type-graphql";
import type { Context } from "../../graphql/context";

/** One role (administrator): a valid access token of an enabled user with an open session may write. */
export const authChecker: AuthChecker<Context> = async ({ context }) => (await context.currentUser()) !== null;
