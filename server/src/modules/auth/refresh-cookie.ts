import { parse } from "cookie";
import type { CookieOptions, Request, Response } from "express";

const REFRESH_COOKIE = "refresh_token";
/** Only the GraphQL endpoint, where refreshSession and signOut run, ever receives the cookie. */
const REFRESH_COOKIE_PATH = "/graphql";

/** The refresh token's cookie as the auth service sees it: no request or response in sight. */
export interface RefreshCookie {
  read(): string | undefined;
  write(token: string, expiresAt: Date): void;
  clear(): void;
}

/** httpOnly so scripts never see it, SameSite=Strict so other sites cannot send it, Secure beyond development. */
export function refreshCookie(req: Request, res: Response, { secure }: { secure: boolean }): RefreshCookie {
  const options: CookieOptions = { httpOnly: true, secure, sameSite: "strict", path: REFRESH_COOKIE_PATH };
  return {
    // Parsed only here, when asked (a refresh or a sign-out): no other request needs its cookies read.
    read: () => {
      const header = req.headers.cookie;
      return (header && parse(header)[REFRESH_COOKIE]) || undefined;
    },
    write: (token, expiresAt) => {
      res.cookie(REFRESH_COOKIE, token, { ...options, expires: expiresAt });
    },
    clear: () => {
      res.clearCookie(REFRESH_COOKIE, options);
    },
  };
}
