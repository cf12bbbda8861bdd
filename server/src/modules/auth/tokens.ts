import { createHash, createSecretKey } from "node:crypto";
import type { KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";
import type { JwtPayload } from "jsonwebtoken";
import { systemClock } from "../../kernel/clock";
import type { Clock } from "../../kernel/clock";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The only algorithm signed or accepted: `none` and key-confusion tricks never verify. */
const ALGORITHM = "HS256";
const ACCESS_TOKEN_USE = "access";
const PREVIEW_TOKEN_USE = "preview";
/** Preview links are signed for an audience of their own, so one can never pass as a sign-in. */
const PREVIEW_AUDIENCE_SUFFIX = ":preview";

export interface AuthUser {
  id: string;
  username: string;
  email: string | null;
}

/** What a verified access token asserts: who, and in which sign-in (refresh-token family). */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface TokenSettings {
  secret: string;
  /** Secrets rotated out: tokens they signed still verify until they expire. */
  previousSecrets?: string[];
  issuer: string;
  audience: string;
  clock?: Clock;
}

/** A key id derived from the secret, so rotating the secret needs no second setting. */
export function keyIdOf(secret: string): string {
  return createHash("sha256").update(`kid:${secret}`).digest("base64url").slice(0, 16);
}

/** Signs and checks the short-lived access tokens that mutations require. */
export class TokenService {
  private readonly signingKid: string;
  // Key objects, not strings: given a string, jsonwebtoken first tries it as a PEM public or private key and
  // builds an exception on every call before taking it as a secret (over a tenth of a signed-in request's CPU).
  private readonly signingKey: KeyObject;
  private readonly verificationKeys: Map<string, KeyObject>;
  private readonly clock: Clock;

  constructor(private readonly settings: TokenSettings) {
    this.signingKid = keyIdOf(settings.secret);
    this.signingKey = createSecretKey(Buffer.from(settings.secret));
    this.verificationKeys = new Map(
      [settings.secret, ...(settings.previousSecrets ?? [])].map((secret) => [
        keyIdOf(secret),
        createSecretKey(Buffer.from(secret)),
      ]),
    );
    this.clock = settings.clock ?? systemClock;
  }

  signAccessToken(user: AuthUser, sessionId: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): string {
    return jwt.sign(
      {
        token_use: ACCESS_TOKEN_USE,
        sid: sessionId,
        username: user.username,
        email: user.email,
        iat: this.nowSeconds(),
      },
      this.signingKey,
      {
        algorithm: ALGORITHM,
        keyid: this.signingKid,
        expiresIn: ttlSeconds,
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        subject: user.id,
      },
    );
  }

  /** The claims of a valid, unexpired access token, or null for anything else. */
  verifyAccessToken(token: string): AccessClaims | null {
    const claims = this.verify(token, this.settings.audience);
    if (claims?.token_use !== ACCESS_TOKEN_USE || typeof claims.sub !== "string" || typeof claims.sid !== "string") {
      return null;
    }
    return { userId: claims.sub, sessionId: claims.sid };
  }

  /**
   * The token of a shared preview link: it names the link (whose row says what it opens and whether
   * it was revoked) and expires with it. Signed from the link alone, so the same link gives the same token.
   */
  signPreviewToken(linkId: string, createdAt: Date, expiresAt: Date): string {
    return jwt.sign({ token_use: PREVIEW_TOKEN_USE, iat: Math.floor(createdAt.getTime() / 1000) }, this.signingKey, {
      algorithm: ALGORITHM,
      keyid: this.signingKid,
      expiresIn: Math.floor((expiresAt.getTime() - createdAt.getTime()) / 1000),
      issuer: this.settings.issuer,
      audience: this.settings.audience + PREVIEW_AUDIENCE_SUFFIX,
      subject: linkId,
    });
  }

  /** The link id of a valid, unexpired preview token, or null for anything else (a sign-in token included). */
  verifyPreviewToken(token: string): string | null {
    const claims = this.verify(token, this.settings.audience + PREVIEW_AUDIENCE_SUFFIX);
    return claims?.token_use === PREVIEW_TOKEN_USE && typeof claims.sub === "string" ? claims.sub : null;
  }

  /** The claims of an `Authorization: Bearer <token>` header, or null. */
  claimsFromAuthorization(header: string | undefined): AccessClaims | null {
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
    return match ? this.verifyAccessToken(match[1]) : null;
  }

  /** The claims of a token this server signed (with a current or rotated-out secret) for `audience`, or null. */
  private verify(token: string, audience: string): JwtPayload | null {
    try {
      const kid = jwt.decode(token, { complete: true })?.header.kid;
      const secret = kid ? this.verificationKeys.get(kid) : undefined;
      if (!secret) return null;
      return jwt.verify(token, secret, {
        algorithms: [ALGORITHM],
        issuer: this.settings.issuer,
        audience,
        clockTimestamp: this.nowSeconds(),
      }) as JwtPayload;
    } catch {
      return null;
    }
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
