import type { AuthChecker } from "type-graphql";
import type { Context } from "../../graphql/context";

/** One role (administrator): any request carrying a valid access token may write. */
export const authChecker: AuthChecker<Context> = ({ context }) => context.user !== null;
