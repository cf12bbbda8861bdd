import { createHash } from "node:crypto";
import jwt from "jsonwebtoken";
import { TokenService, keyIdOf } from "../../server/src/modules/auth/tokens";
import {
  ME,
  REFRESH,
  SIGN_OUT,
  codeOf,
  createSignedInStaff,
  refreshTokenSetBy,
  signIn,
  withRefreshToken,
  writeAs,
} from "../support/accounts";
import { STAFF_PASSWORD, STAFF_SESSION_ID, TEST_JWT_SECRET, staffUser, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const DAY = 24 * 60 * 60_000;
const FIFTEEN_MINUTES = 15 * 60_000;

function refreshCookieLine(response: { headers?: Headers }): string {
  return response.headers!.getSetCookie().find((line) => line.startsWith("refresh_token="))!;
}

describe("refresh tokens", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: "1000" });
  });
  afterAll(() => server.close());

  it("travels in an httpOnly, Secure, SameSite=Strict cookie for /graphql that lasts 30 days", async () => {
    const result = await signIn(server, staffUser.username, STAFF_PASSWORD);
    const line = refreshCookieLine(result);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\/graphql/);
    const expires = new Date(/Expires=([^;]+)/.exec(line)![1]).getTime();
    expect(Math.abs(expires - (server.clock.now().getTime() + 30 * DAY))).toBeLessThan(1000);
  });

  it("is kept only as a SHA-256 digest", async () => {
    const staff = await createSignedInStaff(server, "hashed");
    const rows = await server.dataSource.query(
      `SELECT t.token_hash FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE s.user_id = $1`,
      [staff.userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(staff.refreshToken);
    expect(rows[0].token_hash).toBe(createHash("sha256").update(staff.refreshToken).digest("hex"));
  });

  it("is rotated on every use and answers a fresh access token", async () => {
    const staff = await createSignedInStaff(server, "rotator");
    server.clock.advance(FIFTEEN_MINUTES + 1000);
    expect(await writeAs(server, staff.accessToken)).toBe("UNAUTHENTICATED");

    const refreshed = await server.graphql(REFRESH, {}, withRefreshToken(staff.refreshToken));
    expect(refreshed.errors).toBeUndefined();
    expect(refreshed.data!.refreshSession).toMatchObject({
      expiresIn: 900,
      user: { id: staff.userId, username: "rotator" },
    });
    const next = refreshTokenSetBy(refreshed)!;
    expect(next).toBeDefined();
    expect(next).not.toBe(staff.refreshToken);
    expect(await writeAs(server, refreshed.data!.refreshSession.accessToken)).toBeUndefined();

    const again = await server.graphql(REFRESH, {}, withRefreshToken(next));
    expect(again.errors).toBeUndefined();
  });

  it("revokes the whole family when a rotated-away token comes back", async () => {
    const staff = await createSignedInStaff(server, "victim");
    const refreshed = await server.graphql(REFRESH, {}, withRefreshToken(staff.refreshToken));
    const current = refreshTokenSetBy(refreshed)!;
    const currentAccess = refreshed.data!.refreshSession.accessToken;

    const replayed = await server.graphql(REFRESH, {}, withRefreshToken(staff.refreshToken));
    expect(codeOf(replayed)).toBe("NotAuthorizedException");
    expect(replayed.errors![0].message).toBe("Refresh token has been revoked.");

    // The legitimate holder's newer token and access token die with the family.
    expect(codeOf(await server.graphql(REFRESH, {}, withRefreshToken(current)))).toBe("NotAuthorizedException");
    expect(await writeAs(server, currentAccess)).toBe("UNAUTHENTICATED");
    // A separate sign-in of the same user is a different family and lives on.
    const other = await signIn(server, "victim", staff.password);
    expect(await writeAs(server, other.data!.signIn.signedIn.accessToken)).toBeUndefined();
  });

  it("expires 30 days after sign-in however often it was rotated", async () => {
    const staff = await createSignedInStaff(server, "longterm");
    server.clock.advance(29 * DAY);
    const refreshed = await server.graphql(REFRESH, {}, withRefreshToken(staff.refreshToken));
    expect(refreshed.errors).toBeUndefined();
    server.clock.advance(DAY);
    const expired = await server.graphql(REFRESH, {}, withRefreshToken(refreshTokenSetBy(refreshed)!));
    expect(codeOf(expired)).toBe("NotAuthorizedException");
    expect(expired.errors![0].message).toBe("Refresh token has expired.");
  });

  it("refuses a missing or unknown refresh token and clears the cookie", async () => {
    const missing = await server.graphql(REFRESH);
    expect(codeOf(missing)).toBe("NotAuthorizedException");
    const unknown = await server.graphql(REFRESH, {}, withRefreshToken("made-up"));
    expect(codeOf(unknown)).toBe("NotAuthorizedException");
    expect(refreshCookieLine(unknown)).toMatch(/^refresh_token=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe("signing out and ending sessions", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: "1000" });
  });
  afterAll(() => server.close());

  it("revokes the refresh token, clears the cookie and stops the access token at once", async () => {
    const staff = await createSignedInStaff(server, "leaving");
    const result = await server.graphql(SIGN_OUT, {}, withRefreshToken(staff.refreshToken));
    expect(result.data).toEqual({ signOut: true });
    expect(refreshCookieLine(result)).toMatch(/^refresh_token=;/);
    expect(codeOf(await server.graphql(REFRESH, {}, withRefreshToken(staff.refreshToken)))).toBe(
      "NotAuthorizedException",
    );
    expect(await writeAs(server, staff.accessToken)).toBe("UNAUTHENTICATED");
  });

  it("answers true without a cookie, so a half-signed-out client can finish", async () => {
    expect((await server.graphql(SIGN_OUT)).data).toEqual({ signOut: true });
  });

  it("refuses a disabled user's unexpired access token at once, and their refresh token", async () => {
    const staff = await createSignedInStaff(server, "suspended");
    expect(await writeAs(server, staff.accessToken)).toBeUndefined();
    await server.users.disable("suspended");
    expect(await writeAs(server, staff.accessToken)).toBe("UNAUTHENTICATED");
    expect((await server.graphql(ME, {}, { token: staff.accessToken })).data!.me).toBeNull();
    expect(codeOf(await server.graphql(REFRESH, {}, withRefreshToken(staff.refreshToken)))).toBe(
      "NotAuthorizedException",
    );

    // Enabling the account again does not bring the ended sessions back.
    await server.users.enable("suspended");
    expect(await writeAs(server, staff.accessToken)).toBe("UNAUTHENTICATED");
    const again = await signIn(server, "suspended", staff.password);
    expect(await writeAs(server, again.data!.signIn.signedIn.accessToken)).toBeUndefined();
  });

  it("ends every session when an administrator resets the password", async () => {
    const staff = await createSignedInStaff(server, "compromised");
    await server.users.resetPassword("compromised");
    expect(await writeAs(server, staff.accessToken)).toBe("UNAUTHENTICATED");
    expect(codeOf(await server.graphql(REFRESH, {}, withRefreshToken(staff.refreshToken)))).toBe(
      "NotAuthorizedException",
    );
  });
});

describe("access tokens", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const nowSeconds = () => Math.floor(server.clock.now().getTime() / 1000);

  function forge(
    claims: Record<string, unknown> = {},
    options: jwt.SignOptions = {},
    secret = TEST_JWT_SECRET,
  ): string {
    const signOptions: jwt.SignOptions = {
      algorithm: "HS256",
      keyid: keyIdOf(TEST_JWT_SECRET),
      expiresIn: 900,
      issuer: "school-website",
      audience: "school-website",
      subject: staffUser.id,
      ...options,
    };
    if (signOptions.keyid === undefined) delete signOptions.keyid;
    return jwt.sign(
      { token_use: "access", sid: STAFF_SESSION_ID, username: staffUser.username, iat: nowSeconds(), ...claims },
      secret,
      signOptions,
    );
  }

  function encode(value: object): string {
    return Buffer.from(JSON.stringify(value)).toString("base64url");
  }

  it("carries issuer, audience, subject, session, token type, a 15-minute expiry and a key id", () => {
    const token = server.staffToken();
    const { header, payload } = jwt.decode(token, { complete: true }) as jwt.Jwt & { payload: jwt.JwtPayload };
    expect(header).toMatchObject({ alg: "HS256", typ: "JWT", kid: keyIdOf(TEST_JWT_SECRET) });
    expect(payload).toMatchObject({
      iss: "school-website",
      aud: "school-website",
      sub: staffUser.id,
      sid: STAFF_SESSION_ID,
      token_use: "access",
    });
    expect(payload.exp! - payload.iat!).toBe(900);
  });

  it("is accepted when forged exactly like ours (the baseline for the refusals below)", async () => {
    expect(await writeAs(server, forge())).toBeUndefined();
  });

  const refusals: [string, () => string][] = [
    [
      "a tampered payload",
      () => {
        const [header, , signature] = server.staffToken().split(".");
        return `${header}.${encode({ sub: staffUser.id, sid: STAFF_SESSION_ID, token_use: "access", exp: nowSeconds() + 900 })}.${signature}`;
      },
    ],
    ["an expired token", () => forge({}, { expiresIn: -1 })],
    [
      "alg: none",
      () =>
        `${encode({ alg: "none", typ: "JWT", kid: keyIdOf(TEST_JWT_SECRET) })}.${encode({
          sub: staffUser.id,
          sid: STAFF_SESSION_ID,
          token_use: "access",
          iss: "school-website",
          aud: "school-website",
          iat: nowSeconds(),
          exp: nowSeconds() + 900,
        })}.`,
    ],
    ["HS512, an algorithm off the allow-list", () => forge({}, { algorithm: "HS512" })],
    ["the wrong audience", () => forge({}, { audience: "someone-else" })],
    ["the wrong issuer", () => forge({}, { issuer: "someone-else" })],
    ["another token type", () => forge({ token_use: "id" })],
    ["no key id", () => forge({}, { keyid: undefined })],
    ["an unknown key id", () => forge({}, { keyid: "not-a-key" })],
    ["another secret under our key id", () => forge({}, {}, "another-secret-that-is-long-enough-0123456789")],
    ["no session", () => forge({ sid: undefined })],
    ["an unknown user", () => forge({}, { subject: "00000000-0000-4000-8000-0000000000ff" })],
  ];

  it.each(refusals)("refuses %s on a mutation with UNAUTHENTICATED", async (_label, token) => {
    expect(await writeAs(server, token())).toBe("UNAUTHENTICATED");
  });

  it("expires after 15 minutes", async () => {
    const token = server.staffToken();
    server.clock.advance(FIFTEEN_MINUTES - 1000);
    expect(await writeAs(server, token)).toBeUndefined();
    server.clock.advance(1000);
    expect(await writeAs(server, token)).toBe("UNAUTHENTICATED");
  });
});

describe("rotating the signing secret", () => {
  let server: TestServer;
  const NEW_SECRET = "the-new-secret-that-is-long-enough-0123456789";
  beforeAll(async () => {
    server = await startTestServer({ JWT_SECRET: NEW_SECRET, JWT_PREVIOUS_SECRETS: TEST_JWT_SECRET });
  });
  afterAll(() => server.close());

  it("signs with the new secret and still accepts tokens of the previous one until they expire", async () => {
    const fresh = server.staffToken();
    expect(jwt.decode(fresh, { complete: true })!.header.kid).toBe(keyIdOf(NEW_SECRET));
    expect(await writeAs(server, fresh)).toBeUndefined();

    const previous = new TokenService({
      secret: TEST_JWT_SECRET,
      issuer: "school-website",
      audience: "school-website",
      clock: server.clock,
    }).signAccessToken(staffUser, STAFF_SESSION_ID);
    expect(await writeAs(server, previous)).toBeUndefined();
    server.clock.advance(FIFTEEN_MINUTES);
    expect(await writeAs(server, previous)).toBe("UNAUTHENTICATED");
  });
});

describe("the refresh cookie in development", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: "development" });
  });
  afterAll(() => server.close());

  it("is not Secure, so it works over plain http://localhost, and keeps its other attributes", async () => {
    const line = refreshCookieLine(await signIn(server, staffUser.username, STAFF_PASSWORD));
    expect(line).not.toMatch(/Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
  });
});
