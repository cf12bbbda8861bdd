import { createHash } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { Role } from "../../server/src/kernel/roles";
import {
  REFRESH,
  codeOf,
  createSignedInStaff,
  createStaff,
  refreshTokenSetBy,
  signIn,
  withRefreshToken,
  writeAs,
} from "../support/accounts";
import { rest } from "../support/rest";
import { STAFF_PASSWORD, staffUser, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const STEP = 30_000;
const THREE_MINUTES = 3 * 60_000;
const WRONG_CODE = "Invalid code received for user.";

const SET_UP = `mutation { setUpTotp { sharedSecret setupUri qrCode } }`;
const VERIFY = `mutation ($code: String!) { verifyTotpSetup(code: $code) }`;
const STATUS = `{ myTwoFactor { enabled recoveryCodesLeft required } }`;
const CONFIRM_TOTP = `mutation ($session: String!, $code: String!) {
  confirmSignInWithTotp(session: $session, code: $code) {
    nextStep session signedIn { accessToken mustSetUpTwoFactor user { id username twoFactorEnabled } }
  }
}`;
const SIGN_IN_STEP = `mutation ($username: String!, $password: String!) {
  signIn(username: $username, password: $password) {
    nextStep session sessionExpiresAt signedIn { accessToken mustSetUpTwoFactor }
  }
}`;
const REGENERATE = `mutation ($code: String!) { regenerateRecoveryCodes(code: $code) }`;
const DISABLE = `mutation ($currentPassword: String!, $code: String!) {
  disableTotp(currentPassword: $currentPassword, code: $code)
}`;
const RESET = `mutation ($id: ID!) { resetStaffTwoFactor(id: $id) { id twoFactorEnabled } }`;
const REQUIRE = `mutation ($on: Boolean!) { updateSecuritySettings(requireTwoFactor: $on) { requireTwoFactor updatedAt } }`;

/** The code an authenticator app shows for `secret` at `at`, as the staff member types it. */
function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

describe("two-factor sign-in (TOTP)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: "1000" });
  });
  afterAll(() => server.close());

  const now = () => server.clock.now();
  const later = (ms: number) => new Date(now().getTime() + ms);
  const summariesOf = async (userId: string) =>
    (
      await server.dataSource.query<{ summary: string }[]>(
        "SELECT summary FROM audit_entries WHERE subject_id = $1 ORDER BY at, id",
        [userId],
      )
    ).map((row) => row.summary);

  /** A signed-in staff member who has set up two-factor: their secret and recovery codes. */
  async function enrolled(username: string, role = Role.ADMINISTRATOR) {
    const staff = await createSignedInStaff(server, username, undefined, role);
    const setup = await server.graphql(SET_UP, {}, { token: staff.accessToken });
    const secret = setup.data!.setUpTotp.sharedSecret as string;
    const verified = await server.graphql(VERIFY, { code: codeAt(secret, now()) }, { token: staff.accessToken });
    if (verified.errors) throw new Error(JSON.stringify(verified.errors));
    // The set-up took this step's code: a sign-in right after needs the next one.
    server.clock.advance(STEP);
    return { ...staff, secret, recoveryCodes: verified.data!.verifyTotpSetup as string[] };
  }

  /** The password step of someone with two-factor on: the challenge's session. */
  async function passwordStep(username: string, password: string): Promise<string> {
    const result = await server.graphql(SIGN_IN_STEP, { username, password });
    expect(result.data?.signIn.nextStep).toBe("CONFIRM_SIGN_IN_WITH_TOTP_CODE");
    return result.data!.signIn.session as string;
  }

  const confirm = (session: string, code: string) => server.graphql(CONFIRM_TOTP, { session, code });

  it("sets up with a QR code naming the school and the user, and turns on only with a right code", async () => {
    const staff = await createSignedInStaff(server, "setter");
    await server.dataSource.query(`UPDATE users SET email = 'setter@school.example' WHERE id = $1`, [staff.userId]);
    const setup = await server.graphql(SET_UP, {}, { token: staff.accessToken });
    expect(setup.errors).toBeUndefined();
    const { sharedSecret, setupUri, qrCode } = setup.data!.setUpTotp as Record<string, string>;
    expect(sharedSecret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setupUri);
    expect(`${uri.protocol}//${uri.host}`).toBe("otpauth://totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Berea Girls' Preparatory School:setter@school.example");
    expect(uri.searchParams.get("issuer")).toBe("Berea Girls' Preparatory School");
    expect(uri.searchParams.get("secret")).toBe(sharedSecret);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(",")[1], "base64").toString()).toContain("<svg");

    // Not on until a code from the app is confirmed.
    expect((await server.graphql(STATUS, {}, { token: staff.accessToken })).data!.myTwoFactor).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    const wrong = await server.graphql(
      VERIFY,
      { code: codeAt(sharedSecret, later(-2 * STEP)) },
      { token: staff.accessToken },
    );
    expect(codeOf(wrong)).toBe("CodeMismatchException");
    expect(wrong.errors![0].message).toBe(WRONG_CODE);

    const verified = await server.graphql(VERIFY, { code: codeAt(sharedSecret, now()) }, { token: staff.accessToken });
    expect(verified.errors).toBeUndefined();
    const codes = verified.data!.verifyTotpSetup as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Only digests are kept.
    const stored = await server.dataSource.query<{ code_hash: string }[]>(
      "SELECT code_hash FROM totp_recovery_codes WHERE user_id = $1",
      [staff.userId],
    );
    const sha256 = (code: string) => createHash("sha256").update(code.replace("-", "")).digest("hex");
    expect(stored.map((row) => row.code_hash).sort()).toEqual(codes.map(sha256).sort());
    expect((await server.graphql(STATUS, {}, { token: staff.accessToken })).data!.myTwoFactor).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    const again = await server.graphql(SET_UP, {}, { token: staff.accessToken });
    expect(codeOf(again)).toBe("BAD_USER_INPUT");
    expect(await summariesOf(staff.userId)).toContain("setter turned on two-factor authentication");
  });

  it("asks for a code after the password, with a 3-minute one-time session and no tokens yet", async () => {
    const staff = await enrolled("coder");
    const result = await signIn(server, "coder", staff.password);
    expect(result.errors).toBeUndefined();
    const { nextStep, session, sessionExpiresAt, signedIn } = result.data!.signIn;
    expect(nextStep).toBe("CONFIRM_SIGN_IN_WITH_TOTP_CODE");
    expect(session).toMatch(/^[\w-]{43}$/);
    expect(new Date(sessionExpiresAt).getTime()).toBe(now().getTime() + THREE_MINUTES);
    expect(signedIn).toBeNull();
    expect(refreshTokenSetBy(result)).toBeUndefined();
    // The session is no access token.
    expect(await writeAs(server, session)).toBe("UNAUTHENTICATED");

    const done = await confirm(session, codeAt(staff.secret, now()));
    expect(done.errors).toBeUndefined();
    expect(done.data!.confirmSignInWithTotp).toMatchObject({
      nextStep: "DONE",
      session: null,
      signedIn: { mustSetUpTwoFactor: false, user: { username: "coder", twoFactorEnabled: true } },
    });
    expect(refreshTokenSetBy(done)).toMatch(/^[\w-]{43}$/);
    expect(await writeAs(server, done.data!.confirmSignInWithTotp.signedIn.accessToken)).toBeUndefined();
    expect(await summariesOf(staff.userId)).toContain("coder signed in with a two-factor code");
  });

  it("accepts the code of the step before or after now, not two steps off", async () => {
    const staff = await enrolled("drifter");
    // An hour on, by the server's clock alone: the codes are checked against its time, not the machine's.
    server.clock.advance(60 * 60_000);
    const session = await passwordStep("drifter", staff.password);
    expect(codeOf(await confirm(session, codeAt(staff.secret, later(-2 * STEP))))).toBe("CodeMismatchException");
    expect(codeOf(await confirm(session, codeAt(staff.secret, later(2 * STEP))))).toBe("CodeMismatchException");
    expect((await confirm(session, codeAt(staff.secret, later(-STEP)))).data?.confirmSignInWithTotp.nextStep).toBe(
      "DONE",
    );
    server.clock.advance(STEP);
    const next = await passwordStep("drifter", staff.password);
    expect((await confirm(next, codeAt(staff.secret, later(STEP)))).data?.confirmSignInWithTotp.nextStep).toBe("DONE");
  });

  it("never takes the same code twice, nor an older one after it", async () => {
    const staff = await enrolled("replayed");
    const code = codeAt(staff.secret, now());
    const first = await confirm(await passwordStep("replayed", staff.password), code);
    expect(first.data?.confirmSignInWithTotp.nextStep).toBe("DONE");

    const replay = await confirm(await passwordStep("replayed", staff.password), code);
    expect(codeOf(replay)).toBe("CodeMismatchException");
    expect(replay.errors![0].message).toBe(WRONG_CODE);
    expect(refreshTokenSetBy(replay)).toBeUndefined();
    const older = await confirm(await passwordStep("replayed", staff.password), codeAt(staff.secret, later(-STEP)));
    expect(codeOf(older)).toBe("CodeMismatchException");

    server.clock.advance(STEP);
    const fresh = await confirm(await passwordStep("replayed", staff.password), codeAt(staff.secret, now()));
    expect(fresh.data?.confirmSignInWithTotp.nextStep).toBe("DONE");
  });

  it("takes each recovery code once, however it is typed, and says when one was used already", async () => {
    const staff = await enrolled("recoverer");
    const [code] = staff.recoveryCodes;
    const typed = ` ${code.toUpperCase().replace("-", " ")} `;
    const used = await confirm(await passwordStep("recoverer", staff.password), typed);
    expect(used.data?.confirmSignInWithTotp.nextStep).toBe("DONE");
    const token = used.data!.confirmSignInWithTotp.signedIn.accessToken as string;
    expect((await server.graphql(STATUS, {}, { token })).data!.myTwoFactor).toMatchObject({ recoveryCodesLeft: 9 });
    expect(await summariesOf(staff.userId)).toContain("recoverer signed in with a recovery code");

    // Used up, and said so: the person should take another code, not check their typing.
    const again = await confirm(await passwordStep("recoverer", staff.password), code);
    expect(codeOf(again)).toBe("ExpiredCodeException");
    expect(again.errors![0].message).toBe("This recovery code was used already. Each works once.");
    expect(codeOf(await confirm(await passwordStep("recoverer", staff.password), "zzzzz-99999"))).toBe(
      "CodeMismatchException",
    );
  });

  it("counts wrong codes toward the account's lockout, which a right password does not clear", async () => {
    const staff = await enrolled("guessed");
    const session = await passwordStep("guessed", staff.password);
    for (let i = 0; i < 3; i++) expect(codeOf(await confirm(session, "000000"))).toBe("CodeMismatchException");
    // Signing in again with the right password is no way round it: the count goes on.
    const again = await passwordStep("guessed", staff.password);
    for (let i = 0; i < 2; i++) expect(codeOf(await confirm(again, "000000"))).toBe("CodeMismatchException");
    const locked = await confirm(again, codeAt(staff.secret, now()));
    expect(codeOf(locked)).toBe("LimitExceededException");
    expect(locked.errors![0].message).toBe("Too many attempts. Please try again later.");
    expect(codeOf(await signIn(server, "guessed", staff.password))).toBe("LimitExceededException");

    server.clock.advance(2000);
    const freed = await confirm(await passwordStep("guessed", staff.password), codeAt(staff.secret, now()));
    expect(freed.data?.confirmSignInWithTotp.nextStep).toBe("DONE");
    const failures = await server.dataSource.query("SELECT 1 FROM sign_in_failures WHERE key = $1", [
      `user:${staff.userId}`,
    ]);
    expect(failures).toHaveLength(0);
  });

  it("refuses an expired, forged or another account's session", async () => {
    const staff = await enrolled("slowpoke");
    const session = await passwordStep("slowpoke", staff.password);
    server.clock.advance(THREE_MINUTES);
    const expired = await confirm(session, codeAt(staff.secret, now()));
    expect(codeOf(expired)).toBe("NotAuthorizedException");
    expect(expired.errors![0].message).toBe("Invalid session for the user, session is expired.");
    expect(codeOf(await confirm(server.staffToken(), codeAt(staff.secret, now())))).toBe("NotAuthorizedException");
    // Two-factor turned off while the code step waits: its session no longer leads anywhere.
    const quitter = await enrolled("turned-off");
    const waiting = await passwordStep("turned-off", quitter.password);
    await server.dataSource.query(`UPDATE users SET totp_enabled_at = NULL, totp_secret = NULL WHERE id = $1`, [
      quitter.userId,
    ]);
    expect(codeOf(await confirm(waiting, codeAt(quitter.secret, now())))).toBe("NotAuthorizedException");
    // The new-password step's session is no session of the code step.
    const newPasswordStep = await signIn(server, "first-timer", await createStaff(server, "first-timer"));
    expect(newPasswordStep.data?.signIn.nextStep).toBe("CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED");
    expect(codeOf(await confirm(newPasswordStep.data!.signIn.session as string, "123456"))).toBe(
      "NotAuthorizedException",
    );
  });

  it("signs in once per session: a second code on a session that succeeded is refused", async () => {
    const staff = await enrolled("once-only");
    const session = await passwordStep("once-only", staff.password);
    expect((await confirm(session, staff.recoveryCodes[0])).data?.confirmSignInWithTotp.nextStep).toBe("DONE");
    for (const code of [staff.recoveryCodes[1], codeAt(staff.secret, later(STEP))]) {
      const again = await confirm(session, code);
      expect([codeOf(again), again.errors![0].message]).toEqual([
        "NotAuthorizedException",
        "Invalid session for the user, session is expired.",
      ]);
      expect(refreshTokenSetBy(again)).toBeUndefined();
    }
    // Refused before the code was looked at: the second recovery code is still there to use.
    const nextSignIn = await confirm(await passwordStep("once-only", staff.password), staff.recoveryCodes[1]);
    expect(nextSignIn.data?.confirmSignInWithTotp.nextStep).toBe("DONE");
  });

  it("lets two parallel codes on one session sign in only once", async () => {
    const staff = await enrolled("racer");
    const session = await passwordStep("racer", staff.password);
    const results = await Promise.all(staff.recoveryCodes.slice(0, 4).map((code) => confirm(session, code)));
    expect(results.filter((result) => result.data?.confirmSignInWithTotp.nextStep === "DONE")).toHaveLength(1);
    expect(results.filter((result) => codeOf(result) === "NotAuthorizedException")).toHaveLength(3);
  });

  it("makes new recovery codes with a current code, and the old ones stop working", async () => {
    const staff = await enrolled("renewer");
    const token = staff.accessToken;
    expect(codeOf(await server.graphql(REGENERATE, { code: "000000" }, { token }))).toBe("CodeMismatchException");
    const renewed = await server.graphql(REGENERATE, { code: codeAt(staff.secret, now()) }, { token });
    expect(renewed.errors).toBeUndefined();
    const fresh = renewed.data!.regenerateRecoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(staff.recoveryCodes[0]);
    expect(codeOf(await confirm(await passwordStep("renewer", staff.password), staff.recoveryCodes[1]))).toBe(
      "CodeMismatchException",
    );
    const withNew = await confirm(await passwordStep("renewer", staff.password), fresh[0]);
    expect(withNew.data?.confirmSignInWithTotp.nextStep).toBe("DONE");
    expect(await summariesOf(staff.userId)).toContain("renewer made new recovery codes; the old ones no longer work");
  });

  it("turns off only with the current password and a code; then the password alone signs in", async () => {
    const staff = await enrolled("quitter");
    const token = staff.accessToken;
    const wrongPassword = await server.graphql(
      DISABLE,
      { currentPassword: "Not-Mine-123!", code: codeAt(staff.secret, now()) },
      { token },
    );
    expect(codeOf(wrongPassword)).toBe("NotAuthorizedException");
    expect(wrongPassword.errors![0].message).toBe("Incorrect current password.");
    const wrongCode = await server.graphql(DISABLE, { currentPassword: staff.password, code: "000000" }, { token });
    expect(codeOf(wrongCode)).toBe("CodeMismatchException");
    const off = await server.graphql(
      DISABLE,
      { currentPassword: staff.password, code: codeAt(staff.secret, now()) },
      { token },
    );
    expect(off.data?.disableTotp).toBe(true);
    expect((await signIn(server, "quitter", staff.password)).data?.signIn.nextStep).toBe("DONE");
    const [row] = await server.dataSource.query<{ totp_secret: string | null }[]>(
      "SELECT totp_secret FROM users WHERE id = $1",
      [staff.userId],
    );
    expect(row.totp_secret).toBeNull();
    expect(
      await server.dataSource.query("SELECT 1 FROM totp_recovery_codes WHERE user_id = $1", [staff.userId]),
    ).toEqual([]);
  });

  it("lets an administrator reset a colleague's second factor, ending their sessions; an editor may not", async () => {
    const colleague = await enrolled("phoneless", Role.EDITOR);
    const editor = await createSignedInStaff(server, "nosy-editor", undefined, Role.EDITOR);
    const refused = await server.graphql(RESET, { id: colleague.userId }, { token: editor.accessToken });
    expect(codeOf(refused)).toBe("FORBIDDEN");
    expect(refused.data).toBeNull();

    const reset = await server.graphql(RESET, { id: colleague.userId }, { token: server.staffToken() });
    expect(reset.data?.resetStaffTwoFactor).toEqual({ id: colleague.userId, twoFactorEnabled: false });
    expect(await writeAs(server, colleague.accessToken)).toBe("UNAUTHENTICATED");
    expect(codeOf(await server.graphql(REFRESH, {}, withRefreshToken(colleague.refreshToken)))).toBe(
      "NotAuthorizedException",
    );
    expect((await signIn(server, "phoneless", colleague.password)).data?.signIn.nextStep).toBe("DONE");
    const [entry] = await server.dataSource.query<{ summary: string; actor: string }[]>(
      "SELECT summary, actor FROM audit_entries WHERE subject_id = $1 AND summary LIKE 'Reset%'",
      [colleague.userId],
    );
    expect(entry).toEqual({
      summary: "Reset phoneless's two-factor authentication and ended their sessions",
      actor: staffUser.email,
    });
    expect(codeOf(await server.graphql(RESET, { id: "not-an-id" }, { token: server.staffToken() }))).toBe("NOT_FOUND");
  });
});

describe("two-factor required of every staff account", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: "1000" });
  });
  afterAll(() => server.close());
  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { token: server.staffToken() });

  it("is turned on by an administrator with two-factor of their own, audited; editors may not", async () => {
    const refusedWithoutOwn = await asAdmin(REQUIRE, { on: true });
    expect(codeOf(refusedWithoutOwn)).toBe("BAD_USER_INPUT");
    expect(refusedWithoutOwn.errors![0].message).toMatch(/^Turn on two-factor authentication for your own account/);

    const setup = await asAdmin(SET_UP);
    const secret = setup.data!.setUpTotp.sharedSecret as string;
    expect((await asAdmin(VERIFY, { code: codeAt(secret, server.clock.now()) })).errors).toBeUndefined();

    const editor = await createSignedInStaff(server, "editor", undefined, Role.EDITOR);
    expect(codeOf(await server.graphql(REQUIRE, { on: true }, { token: editor.accessToken }))).toBe("FORBIDDEN");
    expect(
      codeOf(await server.graphql("{ securitySettings { requireTwoFactor } }", {}, { token: editor.accessToken })),
    ).toBe("FORBIDDEN");

    const on = await asAdmin(REQUIRE, { on: true });
    expect(on.data?.updateSecuritySettings).toEqual({
      requireTwoFactor: true,
      updatedAt: server.clock.now().toISOString(),
    });
    const [entry] = await server.dataSource.query<{ summary: string; actor: string; action: string }[]>(
      "SELECT summary, actor, action FROM audit_entries WHERE subject_type = 'Security settings'",
    );
    expect(entry).toEqual({
      summary: "Required two-factor authentication for every staff account",
      actor: staffUser.email,
      action: "update",
    });
  });

  it("holds a staff member without it to setting it up: their tokens may do nothing else until then", async () => {
    const staff = await createSignedInStaff(server, "newcomer");
    // Already signed in when the rule came: held from the next request on.
    expect(await writeAs(server, staff.accessToken)).toBe("TWO_FACTOR_SETUP_REQUIRED");

    const result = await server.graphql(SIGN_IN_STEP, { username: "newcomer", password: staff.password });
    const { nextStep, signedIn } = result.data!.signIn;
    expect(nextStep).toBe("CONTINUE_SIGN_IN_WITH_TOTP_SETUP");
    expect(signedIn.mustSetUpTwoFactor).toBe(true);
    const token = signedIn.accessToken as string;

    const write = await server.graphql("mutation { signOutOtherSessions }", {}, { token });
    expect(codeOf(write)).toBe("TWO_FACTOR_SETUP_REQUIRED");
    expect(write.errors![0].message).toBe(
      "Set up two-factor authentication to continue. The school requires it for every staff account.",
    );
    expect(codeOf(await server.graphql("{ mySessions { id } }", {}, { token }))).toBe("TWO_FACTOR_SETUP_REQUIRED");
    expect((await rest(server, "POST", "/announcements", { token, body: {} })).status).toBe(401);
    // Drafts stay hidden: to the content, they are the public.
    const me = await server.graphql("{ me { username twoFactorEnabled } }", {}, { token });
    expect(me.data?.me).toEqual({ username: "newcomer", twoFactorEnabled: false });
    expect((await server.graphql(STATUS, {}, { token })).data!.myTwoFactor).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
    });
    const refreshed = await server.graphql(
      "mutation { refreshSession { mustSetUpTwoFactor } }",
      {},
      withRefreshToken(refreshTokenSetBy(result)!),
    );
    expect(refreshed.data?.refreshSession.mustSetUpTwoFactor).toBe(true);

    const setup = await server.graphql(SET_UP, {}, { token });
    const secret = setup.data!.setUpTotp.sharedSecret as string;
    const verified = await server.graphql(VERIFY, { code: codeAt(secret, server.clock.now()) }, { token });
    expect(verified.data?.verifyTotpSetup).toHaveLength(10);
    // The same sign-in may now do what staff do.
    expect(await writeAs(server, token)).toBeUndefined();
  });

  it("answers the password of someone with two-factor on with the code step, as before", async () => {
    server.clock.advance(STEP);
    const result = await signIn(server, staffUser.username, STAFF_PASSWORD);
    expect(result.data?.signIn.nextStep).toBe("CONFIRM_SIGN_IN_WITH_TOTP_CODE");
  });

  it("stops holding anyone once switched off", async () => {
    const staff = await createSignedInStaff(server, "later");
    expect(await writeAs(server, staff.accessToken)).toBe("TWO_FACTOR_SETUP_REQUIRED");
    const off = await asAdmin(REQUIRE, { on: false });
    expect(off.data?.updateSecuritySettings.requireTwoFactor).toBe(false);
    expect(await writeAs(server, staff.accessToken)).toBeUndefined();
  });
});
