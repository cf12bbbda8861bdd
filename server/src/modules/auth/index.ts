export { authChecker } from "./auth-checker";
export { TokenService, ACCESS_TOKEN_TTL_SECONDS } from "./tokens";
export type { AuthUser, TokenSettings } from "./tokens";
export { resolveJwtSecret } from "./secret";
