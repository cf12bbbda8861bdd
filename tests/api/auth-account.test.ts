import {
  CONFIRM,
  GOOD_PASSWORD,
  REFRESH,
  codeOf,
  createSignedInStaff,
  createStaff,
  refreshTokenSetBy,
  signIn,
  withRefreshToken,
  writeAs,
} from "../support/accounts";
import type { SignedInStaff } from "../support/accounts";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const FORGOT = `mutation ($username: String!) { forgotPassword(username: $username) }`;
const CONFIRM_FORGOT = `mutation ($username: String!, $code: String!, $newPassword: String!) {
  confirmForgotPassword(username: $username, code: $code, newPassword: $newPassword)
}`;
const CHANGE = `mutation ($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}`;
const MY_SESSIONS = `{ mySessions { id userAgent clientAddress signedInAt lastUsedAt current } }`;
const SIGN_OUT_SESSION = `mutation ($id: ID!) { signOutSession(id: $id) }`;
const SIGN_OUT_OTHERS = `mutation { signOutOtherSessions }`;
const NEW_PASSWORD = "Reading-Corner-42!";
const HOUR = 60 * 60_000;

interface OutboxRow {
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
}

describe("staff accounts: forgotten password, change password, own sessions", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: "1000" });
  });
  afterAll(() => server.close());

  const outbox = (to: string) =>
    server.dataSource.query<OutboxRow[]>(
      `SELECT recipient, subject, text, html FROM mail_outbox WHERE recipient = $1 ORDER BY created_at`,
      [to],
    );

  /** The code of the last reset e-mail sent to `to`. */
  const lastCode = async (to: string) => /^(\d{6})$/m.exec((await outbox(to)).at(-1)!.text)![1];

  /** A confirmed user with an e-mail address, signed in once with `userAgent`. */
  async function staffWithEmail(username: string, userAgent = "jest"): Promise<SignedInStaff & { email: string }> {
    const email = `${username}@school.example`;
    const challenge = await signIn(server, username, await createStaff(server, username, email));
    const confirmed = await server.graphql(
      CONFIRM,
      { session: challenge.data!.signIn.session, newPassword: GOOD_PASSWORD },
      { headers: { "user-agent": userAgent } },
    );
    const { accessToken, user } = confirmed.data!.confirmSignInWithNewPassword.signedIn;
    return {
      userId: user.id,
      accessToken,
      refreshToken: refreshTokenSetBy(confirmed)!,
      password: GOOD_PASSWORD,
      email,
    };
  }

  async function signInAgain(username: string, password: string, userAgent: string) {
    const result = await signIn(server, username, password, { "user-agent": userAgent });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return {
      accessToken: result.data!.signIn.signedIn.accessToken as string,
      refreshToken: refreshTokenSetBy(result)!,
    };
  }

  describe("forgot password", () => {
    it("e-mails a 6-digit code in plain text and HTML with the school's name, stored only as a hash", async () => {
      const staff = await staffWithEmail("amina");
      const result = await server.graphql(FORGOT, { username: "AMINA" });
      expect(result.data?.forgotPassword).toBe(true);
      const [mail] = await outbox(staff.email);
      expect(mail.subject).toContain("Berea Girls' Preparatory School");
      expect(mail.text).toMatch(/^\d{6}$/m);
      expect(mail.html).toContain(await lastCode(staff.email));
      const [row] = await server.dataSource.query(`SELECT code_hash FROM password_reset_codes WHERE user_id = $1`, [
        staff.userId,
      ]);
      expect(row.code_hash).not.toContain(await lastCode(staff.email));
    });

    it("answers the same for an unknown user and a user without e-mail, and sends nothing", async () => {
      await createSignedInStaff(server, "no-mail");
      const before = await server.dataSource.query(`SELECT count(*)::int AS n FROM mail_outbox`);
      for (const username of ["nobody-here", "no-mail", "ghost@school.example"]) {
        const result = await server.graphql(FORGOT, { username });
        expect(result.errors).toBeUndefined();
        expect(result.data?.forgotPassword).toBe(true);
      }
      expect(await server.dataSource.query(`SELECT count(*)::int AS n FROM mail_outbox`)).toEqual(before);
    });

    it("sets the new password with the code once, ends every sign-in and logs it", async () => {
      const staff = await staffWithEmail("bongi");
      await server.graphql(FORGOT, { username: staff.email });
      const code = await lastCode(staff.email);

      const confirmed = await server.graphql(CONFIRM_FORGOT, { username: "bongi", code, newPassword: NEW_PASSWORD });
      expect(confirmed.data?.confirmForgotPassword).toBe(true);
      expect(await writeAs(server, staff.accessToken)).toBe("UNAUTHENTICATED");
      expect(codeOf(await server.graphql(REFRESH, {}, withRefreshToken(staff.refreshToken)))).toBe(
        "NotAuthorizedException",
      );
      expect(codeOf(await signIn(server, "bongi", GOOD_PASSWORD))).toBe("NotAuthorizedException");
      expect((await signIn(server, "bongi", NEW_PASSWORD)).data?.signIn.nextStep).toBe("DONE");

      const again = await server.graphql(CONFIRM_FORGOT, { username: "bongi", code, newPassword: GOOD_PASSWORD });
      expect(codeOf(again)).toBe("CodeMismatchException");
      const audit = await server.dataSource.query<{ summary: string }[]>(
        `SELECT summary FROM audit_entries WHERE subject_id = $1 AND action = 'account'`,
        [staff.userId],
      );
      expect(audit.map((entry) => entry.summary)).toEqual(
        expect.arrayContaining([
          "bongi asked for a password reset code",
          "bongi reset their password with an e-mailed code; every sign-in ended",
        ]),
      );
    });

    it("refuses a wrong code and keeps the password", async () => {
      const staff = await staffWithEmail("chipo");
      await server.graphql(FORGOT, { username: "chipo" });
      const code = await lastCode(staff.email);
      const wrong = code === "000000" ? "000001" : "000000";
      const result = await server.graphql(CONFIRM_FORGOT, {
        username: "chipo",
        code: wrong,
        newPassword: NEW_PASSWORD,
      });
      expect(codeOf(result)).toBe("CodeMismatchException");
      expect(await writeAs(server, staff.accessToken)).toBeUndefined();
      expect((await signIn(server, "chipo", GOOD_PASSWORD)).data?.signIn.nextStep).toBe("DONE");
    });

    it("answers a wrong code for an unknown user", async () => {
      const result = await server.graphql(CONFIRM_FORGOT, {
        username: "nobody-at-all",
        code: "123456",
        newPassword: NEW_PASSWORD,
      });
      expect(codeOf(result)).toBe("CodeMismatchException");
    });

    it("refuses a code after an hour exactly as it refuses any code for an unknown name", async () => {
      const staff = await staffWithEmail("dineo");
      await server.graphql(FORGOT, { username: "dineo" });
      const code = await lastCode(staff.email);
      server.clock.advance(HOUR + 1000);
      const expired = await server.graphql(CONFIRM_FORGOT, { username: "dineo", code, newPassword: NEW_PASSWORD });
      const unknown = await server.graphql(CONFIRM_FORGOT, {
        username: "nobody-dineo",
        code,
        newPassword: NEW_PASSWORD,
      });
      const answer = (result: typeof expired) => ({ errors: result.errors, data: result.data });
      expect(answer(expired)).toEqual(answer(unknown));
      expect(codeOf(expired)).toBe("CodeMismatchException");
      expect((await signIn(server, "dineo", GOOD_PASSWORD)).data?.signIn.nextStep).toBe("DONE");
    });

    it("refuses a common password with the too-common message, without using up the code", async () => {
      const staff = await staffWithEmail("lerato");
      await server.graphql(FORGOT, { username: "lerato" });
      const code = await lastCode(staff.email);
      const refused = await server.graphql(CONFIRM_FORGOT, { username: "lerato", code, newPassword: "Password1!" });
      expect(codeOf(refused)).toBe("InvalidPasswordException");
      expect(refused.errors![0].message).toMatch(/too common/);
      const accepted = await server.graphql(CONFIRM_FORGOT, { username: "lerato", code, newPassword: NEW_PASSWORD });
      expect(accepted.data?.confirmForgotPassword).toBe(true);
    });

    it("limits wrong codes: the code dies after 5, and the account locks with LimitExceededException", async () => {
      const staff = await staffWithEmail("enhle");
      await server.graphql(FORGOT, { username: "enhle" });
      const code = await lastCode(staff.email);
      const wrong = code === "000000" ? "000001" : "000000";
      for (let attempt = 0; attempt < 5; attempt++) {
        const result = await server.graphql(CONFIRM_FORGOT, {
          username: "enhle",
          code: wrong,
          newPassword: NEW_PASSWORD,
        });
        expect(codeOf(result)).toBe("CodeMismatchException");
      }
      const locked = await server.graphql(CONFIRM_FORGOT, { username: "enhle", code, newPassword: NEW_PASSWORD });
      expect(codeOf(locked)).toBe("LimitExceededException");
      server.clock.advance(2000);
      const usedUp = await server.graphql(CONFIRM_FORGOT, { username: "enhle", code, newPassword: NEW_PASSWORD });
      expect(codeOf(usedUp)).toBe("CodeMismatchException");
    });
    it("limits requests: after 5 it answers LimitExceededException, for a real and an unknown name alike, and mails nothing", async () => {
      const staff = await staffWithEmail("farai");
      const ask = (username: string) => server.graphql(FORGOT, { username });
      const mailed = async () => (await outbox(staff.email)).length;
      for (let request = 0; request < 5; request++) expect((await ask("farai")).data?.forgotPassword).toBe(true);
      expect(await mailed()).toBe(5);

      const refused = await ask("farai");
      expect([codeOf(refused), refused.errors![0].message, refused.data]).toEqual([
        "LimitExceededException",
        "Too many attempts. Please try again later.",
        null,
      ]);
      expect(await mailed()).toBe(5);
      // An unknown name gets the very same answers, so the limit tells nobody which accounts exist.
      for (let request = 0; request < 5; request++) expect((await ask("nobody-else")).data?.forgotPassword).toBe(true);
      expect(codeOf(await ask("nobody-else"))).toBe("LimitExceededException");
      // Requests lock only more requests: the account still signs in.
      expect((await signIn(server, "farai", GOOD_PASSWORD)).data?.signIn.nextStep).toBe("DONE");

      // The lockout of the sign-in throttle: 1 s after the 5th, then doubling with each request.
      server.clock.advance(1000);
      expect((await ask("farai")).data?.forgotPassword).toBe(true);
      expect(await mailed()).toBe(6);
      server.clock.advance(1000);
      expect(codeOf(await ask("farai"))).toBe("LimitExceededException");
      server.clock.advance(1000);
      expect((await ask("farai")).data?.forgotPassword).toBe(true);
      expect(await mailed()).toBe(7);
    });
  });

  describe("change password", () => {
    it("needs the current password", async () => {
      const staff = await createSignedInStaff(server, "fikile");
      const refused = await server.graphql(
        CHANGE,
        { currentPassword: "Not-My-Password-1!", newPassword: NEW_PASSWORD },
        { token: staff.accessToken },
      );
      expect(codeOf(refused)).toBe("NotAuthorizedException");
      expect((await signIn(server, "fikile", GOOD_PASSWORD)).data?.signIn.nextStep).toBe("DONE");
    });

    it("is for signed-in staff only", async () => {
      const result = await server.graphql(CHANGE, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
      expect(codeOf(result)).toBe("UNAUTHENTICATED");
      expect(codeOf(await server.graphql(MY_SESSIONS))).toBe("UNAUTHENTICATED");
      expect(codeOf(await server.graphql(SIGN_OUT_OTHERS))).toBe("UNAUTHENTICATED");
    });

    it("ends the other sign-ins and keeps this one", async () => {
      const staff = await createSignedInStaff(server, "gugu");
      const other = await signInAgain("gugu", GOOD_PASSWORD, "Other browser");
      const changed = await server.graphql(
        CHANGE,
        { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
        { token: staff.accessToken },
      );
      expect(changed.data?.changePassword).toBe(true);
      expect(await writeAs(server, staff.accessToken)).toBeUndefined();
      expect(await writeAs(server, other.accessToken)).toBe("UNAUTHENTICATED");
      expect((await signIn(server, "gugu", NEW_PASSWORD)).data?.signIn.nextStep).toBe("DONE");
    });
  });

  describe("own sessions", () => {
    it("lists the open sign-ins with device, address and times, the asking one marked", async () => {
      const staff = await staffWithEmail("hlengiwe", "Mozilla/5.0 (Windows NT 10.0) Chrome/130.0");
      const phone = await signInAgain("hlengiwe", GOOD_PASSWORD, "Mozilla/5.0 (iPhone) Safari/605.1");
      server.clock.advance(60_000);
      await server.graphql(REFRESH, {}, withRefreshToken(phone.refreshToken));

      const result = await server.graphql<{ mySessions: Record<string, unknown>[] }>(
        MY_SESSIONS,
        {},
        {
          token: staff.accessToken,
        },
      );
      const sessions = result.data!.mySessions;
      expect(sessions).toHaveLength(2);
      expect(sessions[0]).toMatchObject({ userAgent: "Mozilla/5.0 (iPhone) Safari/605.1", current: false });
      expect(sessions[0].lastUsedAt).toBe(server.clock.now().toISOString());
      expect(sessions[1]).toMatchObject({ userAgent: "Mozilla/5.0 (Windows NT 10.0) Chrome/130.0", current: true });
      expect(sessions[1].clientAddress).toMatch(/127\.0\.0\.1/);
    });

    it("signs out one session, and only the user's own", async () => {
      const staff = await createSignedInStaff(server, "isabel");
      const other = await signInAgain("isabel", GOOD_PASSWORD, "Tablet");
      const stranger = await createSignedInStaff(server, "jabu");
      const list = await server.graphql<{ mySessions: { id: string; current: boolean }[] }>(
        MY_SESSIONS,
        {},
        {
          token: staff.accessToken,
        },
      );
      const otherId = list.data!.mySessions.find((session) => !session.current)!.id;

      const refused = await server.graphql(SIGN_OUT_SESSION, { id: otherId }, { token: stranger.accessToken });
      expect(codeOf(refused)).toBe("NOT_FOUND");
      expect(await writeAs(server, other.accessToken)).toBeUndefined();

      const ended = await server.graphql(SIGN_OUT_SESSION, { id: otherId }, { token: staff.accessToken });
      expect(ended.data?.signOutSession).toBe(true);
      expect(await writeAs(server, other.accessToken)).toBe("UNAUTHENTICATED");
      expect(await writeAs(server, staff.accessToken)).toBeUndefined();
    });

    it("signs out all other sessions", async () => {
      const staff = await createSignedInStaff(server, "khanyi");
      const second = await signInAgain("khanyi", GOOD_PASSWORD, "Laptop");
      const third = await signInAgain("khanyi", GOOD_PASSWORD, "Phone");
      const result = await server.graphql(SIGN_OUT_OTHERS, {}, { token: staff.accessToken });
      expect(result.data?.signOutOtherSessions).toBe(2);
      expect(await writeAs(server, second.accessToken)).toBe("UNAUTHENTICATED");
      expect(await writeAs(server, third.accessToken)).toBe("UNAUTHENTICATED");
      expect(await writeAs(server, staff.accessToken)).toBeUndefined();
    });
  });
});
