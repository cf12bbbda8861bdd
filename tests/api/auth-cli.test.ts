import "reflect-metadata";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ADMIN_USAGE, runAdminCommand } from "../../server/src/modules/auth";
import { GOOD_PASSWORD, codeOf, confirmNewPassword, createSignedInStaff, signIn, writeAs } from "../support/accounts";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const ADMIN_SCRIPT = path.resolve(__dirname, "../../server/dist/scripts/admin.js");
const SEVEN_DAYS = 7 * 24 * 60 * 60_000;

/** Runs one admin command against the test database and collects what it printed. */
async function admin(server: TestServer, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(args, () => Promise.resolve(server.users), {
    log: (line) => out.push(line),
    error: (line) => err.push(line),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

function temporaryPasswordIn(output: string): string {
  return /Temporary password for \S+: (\S+)/.exec(output)![1];
}

describe("npm run admin", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: "1000" });
  });
  afterAll(() => server.close());

  it("creates a user whose temporary password, printed once, leads to the new-password step", async () => {
    const created = await admin(server, "create", "bursar", "bursar@school.example");
    expect(created.code).toBe(0);
    expect(created.out).toContain("Created bursar (bursar@school.example): FORCE_CHANGE_PASSWORD");
    const expiry = new Date(server.clock.now().getTime() + SEVEN_DAYS).toISOString();
    expect(created.out).toContain(`It is shown only this once. It works until ${expiry}`);
    const temporary = temporaryPasswordIn(created.out);
    expect(temporary).toMatch(/^.{16}$/);

    const [row] = await server.dataSource.query("SELECT password_hash FROM users WHERE username = 'bursar'");
    expect(row.password_hash).not.toContain(temporary);

    const challenge = await signIn(server, "bursar@school.example", temporary);
    expect(challenge.data!.signIn.nextStep).toBe("CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED");
    const confirmed = await confirmNewPassword(server, challenge.data!.signIn.session, GOOD_PASSWORD);
    expect(await writeAs(server, confirmed.data!.confirmSignInWithNewPassword.signedIn.accessToken)).toBeUndefined();
  });

  it("refuses a taken username (in any case), a bad username and a bad e-mail", async () => {
    await admin(server, "create", "librarian");
    const taken = await admin(server, "create", "LIBRARIAN");
    expect(taken).toMatchObject({ code: 1, err: "Username LIBRARIAN is already taken" });
    expect((await admin(server, "create", "has space")).err).toMatch(/^Username must be/);
    expect((await admin(server, "create", "x@y")).err).toMatch(/^Username must be/);
    expect((await admin(server, "create", "nurse", "not-an-email")).err).toBe("E-mail must be a valid address");
  });

  it("records every account change in the audit log as made from the command line", async () => {
    await admin(server, "create", "clerk");
    await admin(server, "disable", "clerk");
    await admin(server, "enable", "clerk");
    await admin(server, "reset-password", "clerk");
    await admin(server, "disable", "nobody");
    const entries: { actor: string; action: string; subject_type: string; summary: string }[] =
      await server.dataSource.query(
        "SELECT actor, action, subject_type, summary FROM audit_entries WHERE summary LIKE '%clerk%' OR summary LIKE '%nobody%' ORDER BY at, id",
      );
    expect(entries.map((entry) => entry.summary).sort()).toEqual(
      [
        "Created clerk (administrator) with a temporary password",
        "Disabled clerk and ended their sessions",
        "Enabled clerk",
        "Issued clerk a temporary password and ended their sessions",
      ].sort(),
    );
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor: "command line", action: "account", subject_type: "Staff account" });
    }
  });

  it("creates an administrator unless --role names another role", async () => {
    expect((await admin(server, "create", "head")).out).toContain(
      "Created head (no e-mail): FORCE_CHANGE_PASSWORD, ADMINISTRATOR",
    );
    const editor = await admin(server, "create", "--role", "editor", "scribe", "scribe@school.example");
    expect(editor.out).toContain("Created scribe (scribe@school.example): FORCE_CHANGE_PASSWORD, EDITOR");
    const [row] = await server.dataSource.query("SELECT role FROM users WHERE username = 'scribe'");
    expect(row.role).toBe("EDITOR");
    expect(await admin(server, "create", "nobody", "--role", "janitor")).toMatchObject({ code: 2, err: ADMIN_USAGE });
    expect(await admin(server, "disable", "scribe", "--role", "editor")).toMatchObject({ code: 2, err: ADMIN_USAGE });
  });

  it("lists users with their status", async () => {
    await admin(server, "create", "coach", "coach@school.example");
    const listed = await admin(server, "list");
    expect(listed.code).toBe(0);
    const lines = listed.out.split("\n");
    expect(lines[0]).toMatch(/^USERNAME\s+E-MAIL\s+STATUS\s+ROLE\s+CREATED$/);
    expect(lines.find((line) => line.startsWith("coach "))).toMatch(
      /^coach\s+coach@school\.example\s+FORCE_CHANGE_PASSWORD\s+ADMINISTRATOR\s+\d{4}-/,
    );
    expect(lines.find((line) => line.startsWith("office "))).toMatch(/CONFIRMED/);
  });

  it("disables a user, ending their sessions at once, and enables them again", async () => {
    const staff = await createSignedInStaff(server, "secretary");
    const disabled = await admin(server, "disable", "Secretary");
    expect(disabled).toMatchObject({
      code: 0,
      out: "Disabled secretary (no e-mail): DISABLED; their sessions have ended.",
    });
    expect(await writeAs(server, staff.accessToken)).toBe("UNAUTHENTICATED");
    expect(codeOf(await signIn(server, "secretary", staff.password))).toBe("NotAuthorizedException");

    expect((await admin(server, "enable", "secretary")).out).toBe("Enabled secretary (no e-mail): CONFIRMED");
    expect((await signIn(server, "secretary", staff.password)).data!.signIn.nextStep).toBe("DONE");
  });

  it("enables a user who never chose a password back into the new-password step", async () => {
    await admin(server, "create", "intern");
    await admin(server, "disable", "intern");
    expect((await admin(server, "enable", "intern")).out).toBe("Enabled intern (no e-mail): FORCE_CHANGE_PASSWORD");
  });

  it("resets a password back to the new-password step with a new temporary password", async () => {
    const staff = await createSignedInStaff(server, "caretaker");
    const reset = await admin(server, "reset-password", "caretaker");
    expect(reset.code).toBe(0);
    expect(reset.out).toContain(
      "Reset the password of caretaker (no e-mail): FORCE_CHANGE_PASSWORD; their sessions have ended.",
    );
    expect(await writeAs(server, staff.accessToken)).toBe("UNAUTHENTICATED");
    expect(codeOf(await signIn(server, "caretaker", staff.password))).toBe("NotAuthorizedException");
    const result = await signIn(server, "caretaker", temporaryPasswordIn(reset.out));
    expect(result.data!.signIn.nextStep).toBe("CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED");
  });

  it("answers an unknown user with exit code 1 and usage mistakes with 2", async () => {
    expect(await admin(server, "disable", "nobody")).toMatchObject({ code: 1, err: "No user named nobody" });
    expect(await admin(server, "frobnicate")).toMatchObject({ code: 2, err: ADMIN_USAGE });
    expect(await admin(server, "disable")).toMatchObject({ code: 2, err: ADMIN_USAGE });
    expect(await admin(server, "list", "extra")).toMatchObject({ code: 2 });
    expect(await admin(server, "help")).toMatchObject({ code: 0, out: ADMIN_USAGE });
  });

  it("runs end to end as a separate process against DATABASE_URL", async () => {
    if (!fs.existsSync(ADMIN_SCRIPT))
      throw new Error(`${ADMIN_SCRIPT} is missing: run \`npm run build\` first (npm test does).`);
    const run = (...args: string[]) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [ADMIN_SCRIPT, ...args], {
          env: { ...process.env, DATABASE_URL: server.config.database.url, NODE_ENV: "test" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.once("exit", (code) => resolve({ code, output }));
      });

    const created = await run("create", "registrar");
    expect(created.code).toBe(0);
    // The separate process uses the real clock, so move ours there before signing in.
    server.clock.advance(Date.now() - server.clock.now().getTime());
    const result = await signIn(server, "registrar", temporaryPasswordIn(created.output));
    expect(result.data!.signIn.nextStep).toBe("CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED");

    const listed = await run("list");
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/^registrar\s+-\s+FORCE_CHANGE_PASSWORD/m);
    expect((await run("disable", "nobody")).code).toBe(1);
  });
});

describe("the first start on an empty database", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("creates `admin` with a random temporary password, once", async () => {
    const { users } = server;
    expect(await users.createFirstAdmin()).toBeNull();

    await server.dataSource.query("DELETE FROM users");
    const first = await users.createFirstAdmin();
    const second = await users.create("deputy");
    expect(first!.user).toMatchObject({ username: "admin", status: "FORCE_CHANGE_PASSWORD" });
    expect(first!.temporaryPassword).not.toBe(second.temporaryPassword);
    expect(await users.createFirstAdmin()).toBeNull();

    const result = await signIn(server, "admin", first!.temporaryPassword);
    expect(result.data!.signIn.nextStep).toBe("CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED");
  });
});
