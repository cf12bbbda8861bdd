import { PASSWORD_RULE_MESSAGE, passwordProblem } from "../../server/src/modules/auth/password-policy";
import { codeOf, confirmNewPassword, createStaff, signIn } from "../support/accounts";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const TOO_LONG = "Password must be at most 72 bytes (72 plain letters; accented letters and emoji count as 2 to 4)";
const TOO_COMMON = "This password is too common. Please choose a less predictable one.";

/** A password of exactly `bytes` UTF-8 bytes that meets the rule, padded with `filler`. */
function ofBytes(bytes: number, filler: string): string {
  const base = "Aa1!";
  const fillerBytes = Buffer.byteLength(filler);
  const count = Math.floor((bytes - base.length) / fillerBytes);
  const password = base + filler.repeat(count) + "x".repeat(bytes - base.length - count * fillerBytes);
  expect(Buffer.byteLength(password)).toBe(bytes);
  return password;
}

describe("the password rule on the new-password step", () => {
  let server: TestServer;
  let counter = 0;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function newSession(): Promise<string> {
    const username = `teacher${++counter}`;
    const result = await signIn(server, username, await createStaff(server, username));
    return result.data!.signIn.session as string;
  }

  const refused: [string, string, string][] = [
    ["7 characters", "Ab1!xyz", PASSWORD_RULE_MESSAGE],
    ["no uppercase letter", "lowercase1!", "Password must also include an uppercase letter"],
    ["no lowercase letter", "UPPERCASE1!", "Password must also include a lowercase letter"],
    ["no digit", "NoDigitsHere!", "Password must also include a number"],
    ["no special character of @$!%*?&", "NoSpecial123", "Password must also include one of @ $ ! % * ? &"],
    ["73 plain bytes", ofBytes(73, "x"), TOO_LONG],
    ["73 bytes in 39 characters (accented letters)", ofBytes(73, "é"), TOO_LONG],
    ["73 bytes of emoji", ofBytes(73, "🙂"), TOO_LONG],
    ["a common password", "P@ssw0rd", TOO_COMMON],
    ["a common password with the usual capital and '!' added", "Password1!", TOO_COMMON],
  ];

  it.each(refused)(
    "refuses %s with InvalidPasswordException and a message saying why",
    async (_label, password, message) => {
      const result = await confirmNewPassword(server, await newSession(), password);
      expect(codeOf(result)).toBe("InvalidPasswordException");
      expect(result.errors![0].message).toBe(message);
    },
  );

  const accepted: [string, string][] = [
    ["exactly 8 characters", "Ab1!wxyz"],
    ["64 characters", `Aa1!${"k".repeat(60)}`],
    ["exactly 72 bytes", ofBytes(72, "x")],
    ["72 bytes of accented letters", ofBytes(72, "é")],
    ["characters beyond the rule's own, such as spaces", "Correct Horse 7 Staple!"],
  ];

  it.each(accepted)("accepts %s", async (_label, password) => {
    const result = await confirmNewPassword(server, await newSession(), password);
    expect(result.errors).toBeUndefined();
    expect(result.data!.confirmSignInWithNewPassword.nextStep).toBe("DONE");
  });

  it("never matches a password longer than 72 bytes at sign-in, though bcrypt would ignore the rest", async () => {
    const password = ofBytes(72, "x");
    const session = await newSession();
    await confirmNewPassword(server, session, password);
    const username = `teacher${counter}`;
    expect((await signIn(server, username, password)).data!.signIn.nextStep).toBe("DONE");
    expect(codeOf(await signIn(server, username, `${password}extra`))).toBe("NotAuthorizedException");
  });
});

describe("passwordProblem", () => {
  it("names nothing for a good password, the rule for a short one, and what a long enough one lacks", () => {
    expect(passwordProblem("Chalk-Board-77!")).toBeNull();
    expect(passwordProblem("Ab1!")).toBe(PASSWORD_RULE_MESSAGE);
    expect(passwordProblem("chalk-board-77")).toBe(
      "Password must also include an uppercase letter and one of @ $ ! % * ? &",
    );
  });

  it("counts characters, not bytes, for the minimum length", () => {
    expect(passwordProblem("Ab1!éééé")).toBeNull();
    expect(passwordProblem("Ab1!ééé")).toBe(PASSWORD_RULE_MESSAGE);
  });
});

/** The check the panel runs before it sends a new password. An ES module under the client's own type check: here only run. */
const { newPasswordProblem } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- typed here; a static import would type-check it as the server's CommonJS
  require("../../client/src/features/admin/auth/auth-messages") as {
    newPasswordProblem: (password: string, confirmation: string) => string | null;
  };

describe("the panel's password check", () => {
  it.each([
    "Ab1!",
    "Abcdefg",
    "abcdefg1!",
    "ABCDEFG1!",
    "Abcdefgh!",
    "Abcdefgh1",
    "abcdefghijkl",
    "chalk-board-77",
    "Chalk-Board-77!",
    "Ünïcode-Pässwörd-9!",
  ])("says what the server says of %s (before the server's common-password list)", (password) => {
    expect(newPasswordProblem(password, password)).toBe(passwordProblem(password));
  });
});
