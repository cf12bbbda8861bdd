import {
  GOOD_PASSWORD,
  ME,
  codeOf,
  confirmNewPassword,
  createSignedInStaff,
  createStaff,
  refreshTokenSetBy,
  signIn,
} from "../support/accounts";
import { STAFF_PASSWORD, staffUser, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const THREE_MINUTES = 3 * 60_000;
const SEVEN_DAYS = 7 * 24 * 60 * 60_000;
const INCORRECT = "Incorrect username or password.";

describe("signing in", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: "1000" });
  });
  afterAll(() => server.close());

  it("answers DONE with an access token and a refresh cookie for a confirmed user", async () => {
    const result = await signIn(server, staffUser.username, STAFF_PASSWORD);
    expect(result.errors).toBeUndefined();
    const { nextStep, session, signedIn } = result.data!.signIn;
    expect(nextStep).toBe("DONE");
    expect(session).toBeNull();
    expect(signedIn.expiresIn).toBe(900);
    expect(signedIn.user).toMatchObject({
      id: staffUser.id,
      username: "office",
      email: "office@school.example",
      status: "CONFIRMED",
    });
    expect(refreshTokenSetBy(result)).toMatch(/^[\w-]{43}$/);
    const me = await server.graphql(ME, {}, { token: signedIn.accessToken });
    expect(me.data!.me).toMatchObject({ id: staffUser.id, username: "office" });
  });

  it("accepts the username or the e-mail, in any case", async () => {
    for (const name of ["OFFICE", "Office@School.Example", "  office "]) {
      const result = await signIn(server, name, STAFF_PASSWORD);
      expect(result.data?.signIn.nextStep).toBe("DONE");
    }
  });

  it("answers a wrong password and an unknown user alike, with NotAuthorizedException", async () => {
    const wrong = await signIn(server, staffUser.username, "Wrong-Password-1!");
    const unknown = await signIn(server, "nobody-here", "Wrong-Password-1!");
    for (const result of [wrong, unknown]) {
      expect(codeOf(result)).toBe("NotAuthorizedException");
      expect(result.errors![0].message).toBe(INCORRECT);
      expect(result.data).toBeNull();
      expect(refreshTokenSetBy(result)).toBeUndefined();
    }
  });

  it("takes as long as a bcrypt comparison for an unknown user, so timing does not tell, without spending one", async () => {
    const verify = jest.spyOn(server.hasher, "verify");
    const imitate = jest.spyOn(server.hasher, "imitate");
    try {
      expect(codeOf(await signIn(server, "nobody-at-all", "Wrong-Password-1!"))).toBe("NotAuthorizedException");
      expect([verify.mock.calls.length, imitate.mock.calls.length]).toEqual([0, 1]);
    } finally {
      verify.mockRestore();
      imitate.mockRestore();
    }
  });

  it("refuses a disabled user with the same answer as a wrong password, even with the right one", async () => {
    const staff = await createSignedInStaff(server, "leaver");
    await server.users.disable("leaver");
    const result = await signIn(server, "leaver", staff.password);
    expect(codeOf(result)).toBe("NotAuthorizedException");
    expect(result.errors![0].message).toBe(INCORRECT);
  });

  it("treats required fields as a validation error", async () => {
    const result = await signIn(server, " ", "");
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(result.errors![0].extensions!.fields).toMatchObject({
      username: "Username is required",
      password: "Password is required",
    });
  });

  it("answers `me` with null without a token", async () => {
    const result = await server.graphql(ME);
    expect(result.errors).toBeUndefined();
    expect(result.data!.me).toBeNull();
  });
});

describe("the new-password step", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: "1000" });
  });
  afterAll(() => server.close());

  it("leads a user with a temporary password to CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED, without tokens", async () => {
    const temporary = await createStaff(server, "newcomer", "newcomer@school.example");
    const result = await signIn(server, "newcomer", temporary);
    expect(result.errors).toBeUndefined();
    const { nextStep, session, sessionExpiresAt, signedIn } = result.data!.signIn;
    expect(nextStep).toBe("CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED");
    expect(session).toMatch(/^[\w-]{43}$/);
    expect(new Date(sessionExpiresAt).getTime()).toBe(server.clock.now().getTime() + THREE_MINUTES);
    expect(signedIn).toBeNull();
    expect(refreshTokenSetBy(result)).toBeUndefined();
  });

  it("sets the new password and signs in; from then on the new password answers DONE", async () => {
    const temporary = await createStaff(server, "settler");
    const challenge = await signIn(server, "settler", temporary);
    const confirmed = await confirmNewPassword(server, challenge.data!.signIn.session, GOOD_PASSWORD);
    expect(confirmed.errors).toBeUndefined();
    const { nextStep, signedIn } = confirmed.data!.confirmSignInWithNewPassword;
    expect(nextStep).toBe("DONE");
    expect(signedIn.user).toMatchObject({ username: "settler", status: "CONFIRMED" });
    expect(refreshTokenSetBy(confirmed)).toBeDefined();

    expect((await signIn(server, "settler", GOOD_PASSWORD)).data!.signIn.nextStep).toBe("DONE");
    expect(codeOf(await signIn(server, "settler", temporary))).toBe("NotAuthorizedException");
    const [row] = await server.dataSource.query(
      "SELECT status, temporary_password_expires_at, password_hash FROM users WHERE username = 'settler'",
    );
    expect(row).toMatchObject({ status: "CONFIRMED", temporary_password_expires_at: null });
    expect(row.password_hash).toMatch(/^\$2b\$04\$/);
  });

  it("uses a challenge session only once", async () => {
    const challenge = await signIn(server, "twice", await createStaff(server, "twice"));
    const { session } = challenge.data!.signIn;
    expect((await confirmNewPassword(server, session, GOOD_PASSWORD)).errors).toBeUndefined();
    const again = await confirmNewPassword(server, session, "Another-Pass-88!");
    expect(codeOf(again)).toBe("NotAuthorizedException");
    expect(again.errors![0].message).toBe("Invalid session for the user, session is expired.");
  });

  it("keeps a challenge session for 3 minutes and no longer", async () => {
    const temporary = await createStaff(server, "slowcoach");
    const first = (await signIn(server, "slowcoach", temporary)).data!.signIn.session;
    server.clock.advance(THREE_MINUTES);
    expect(codeOf(await confirmNewPassword(server, first, GOOD_PASSWORD))).toBe("NotAuthorizedException");

    const second = (await signIn(server, "slowcoach", temporary)).data!.signIn.session;
    server.clock.advance(THREE_MINUTES - 1);
    const confirmed = await confirmNewPassword(server, second, GOOD_PASSWORD);
    expect(confirmed.data?.confirmSignInWithNewPassword.nextStep).toBe("DONE");
  });

  it("keeps the session usable after a refused password, so it can be corrected", async () => {
    const session = (await signIn(server, "retrier", await createStaff(server, "retrier"))).data!.signIn.session;
    const refused = await confirmNewPassword(server, session, "short");
    expect(codeOf(refused)).toBe("InvalidPasswordException");
    const confirmed = await confirmNewPassword(server, session, GOOD_PASSWORD);
    expect(confirmed.data?.confirmSignInWithNewPassword.nextStep).toBe("DONE");
  });

  it("refuses a made-up session", async () => {
    const result = await confirmNewPassword(server, "not-a-real-session", GOOD_PASSWORD);
    expect(codeOf(result)).toBe("NotAuthorizedException");
  });

  it("lets a temporary password expire after 7 days with PasswordResetRequiredException", async () => {
    const temporary = await createStaff(server, "latecomer");
    server.clock.advance(SEVEN_DAYS - 1);
    expect((await signIn(server, "latecomer", temporary)).data!.signIn.nextStep).toBe(
      "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED",
    );
    server.clock.advance(1);
    const expired = await signIn(server, "latecomer", temporary);
    expect(codeOf(expired)).toBe("PasswordResetRequiredException");
    // Only the right password learns that: a wrong one still gets the usual answer.
    expect(codeOf(await signIn(server, "latecomer", "Wrong-Password-1!"))).toBe("NotAuthorizedException");
  });

  it("sends a user whose password was reset back to the new-password step", async () => {
    const staff = await createSignedInStaff(server, "forgetful");
    const { temporaryPassword } = await server.users.resetPassword("forgetful");
    expect(codeOf(await signIn(server, "forgetful", staff.password))).toBe("NotAuthorizedException");
    const result = await signIn(server, "forgetful", temporaryPassword);
    expect(result.data!.signIn.nextStep).toBe("CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED");
  });
});
