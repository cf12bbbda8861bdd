import jwt from "jsonwebtoken";
import type { JwtPayload } from "jsonwebtoken";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = "HS256";
const ACCESS_TOKEN_USE = "access";

export interface AuthUser {
  id: string;
  username: string;
  email: string | null;
}

export interface TokenSettings {
  secret: string;
  issuer: string;
  audience: string;
}

/** Signs and checks the short-lived access tokens that mutations require. */
export class TokenService {
  constructor(private readonly settings: TokenSettings) {}

  signAccessToken(user: AuthUser, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): string {
    return jwt.sign(
      { token_use: ACCESS_TOKEN_USE, username: user.username, email: user.email },
      this.settings.secret,
      {
        algorithm: ALGORITHM,
        expiresIn: ttlSeconds,
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        subject: user.id,
      },
    );
  }

  /** The user a valid, unexpired access token names, or null for anything else. */
  verifyAccessToken(token: string): AuthUser | null {
    try {
      const claims = jwt.verify(token, this.settings.secret, {
        algorithms: [ALGORITHM],
        issuer: this.settings.issuer,
        audience: this.settings.audience,
      }) as JwtPayload;
      if (claims.token_use !== ACCESS_TOKEN_USE || typeof claims.sub !== "string") return null;
      return {
        id: claims.sub,
        username: typeof claims.username === "string" ? claims.username : "",
        email: typeof claims.email === "string" ? claims.email : null,
      };
    } catch {
      return null;
    }
  }

  /** The user of an `Authorization: Bearer <token>` header, or null. */
  userFromAuthorization(header: string | undefined): AuthUser | null {
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
    return match ? this.verifyAccessToken(match[1]) : null;
  }
}
