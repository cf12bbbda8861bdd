import { Role } from "../../server/src/kernel/roles";
import { GOOD_PASSWORD, codeOf, createSignedInStaff, signIn, writeAs } from "../support/accounts";
import { pageInput } from "../support/fixtures";
import { staffUser, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const SEVEN_DAYS = 7 * 24 * 60 * 60_000;
const ACCOUNT = "id username email role status lastSignInAt";
const INVITE = `mutation ($email: String!, $role: StaffRole!) { inviteStaff(email: $email, role: $role) { ${ACCOUNT} } }`;
const RESEND = `mutation ($id: ID!) { resendStaffInvitation(id: $id) { id } }`;
const ACCEPT = `mutation ($token: String!, $newPassword: String!) {
  acceptStaffInvitation(token: $token, newPassword: $newPassword) { username status }
}`;
const CHECK = `mutation ($token: String!) { checkStaffInvitation(token: $token) }`;
const CHANGE_ROLE = `mutation ($id: ID!, $role: StaffRole!) { changeStaffRole(id: $id, role: $role) { role } }`;
const DISABLE = `mutation ($id: ID!) { disableStaffAccount(id: $id) { status } }`;
const ENABLE = `mutation ($id: ID!) { enableStaffAccount(id: $id) { status } }`;
const ACCOUNTS = `{ staffAccounts { ${ACCOUNT} } }`;

interface OutboxRow {
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

describe("staff accounts in the panel", () => {
  let server: TestServer;
  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { token: server.staffToken() });
  const mailTo = (recipient: string) =>
    server.dataSource.query<OutboxRow[]>(
      "SELECT recipient, subject, text, html FROM mail_outbox WHERE recipient = $1 ORDER BY created_at, id",
      [recipient],
    );
  /** The token of the newest invitation link e-mailed to `recipient`. */
  const tokenMailedTo = async (recipient: string) => {
    const messages = await mailTo(recipient);
    return /\/admin\/invitation#(\S+)/.exec(messages[messages.length - 1].text)![1];
  };
  const invite = async (email: string, role = "EDITOR") => {
    const result = await asAdmin(INVITE, { email, role });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!.inviteStaff as { id: string; username: string; status: string; role: string };
  };
  const accountSummaries = (id: string) =>
    server.dataSource
      .query<{ summary: string; actor: string; action: string }[]>(
        "SELECT summary, actor, action FROM audit_entries WHERE subject_id = $1 ORDER BY at, id",
        [id],
      )
      .then((rows) => rows);

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: "https://www.school.example" });
  });
  afterAll(() => server.close());

  it("e-mails an invitation with the school's saved name, in plain text and HTML, through the outbox", async () => {
    const saved = await asAdmin(
      "mutation ($input: SchoolInput!) { updateSchool(input: $input, expectedVersion: 0) { version } }",
      { input: { ...pageInput("school"), name: "St Anne's Prep" } },
    );
    expect(saved.errors).toBeUndefined();
    const invited = await invite("Thandi.Mokoena@school.example");
    expect(invited).toMatchObject({ username: "Thandi.Mokoena", role: "EDITOR", status: "INVITED" });

    const [message] = await mailTo("Thandi.Mokoena@school.example");
    expect(message.subject).toBe("You are invited to the St Anne's Prep website's staff panel");
    expect(message.text).toContain("as an editor");
    expect(message.text).toMatch(/https:\/\/www\.school\.example\/admin\/invitation#\S{40,}/);
    expect(message.html).toContain(`href="https://www.school.example/admin/invitation#`);
    expect(message.html).toContain("St Anne&#39;s Prep");
    // Only a digest of the token is stored.
    const token = await tokenMailedTo("Thandi.Mokoena@school.example");
    const stored = await server.dataSource.query<{ token_hash: string }[]>("SELECT token_hash FROM staff_invitations");
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    expect(await accountSummaries(invited.id)).toEqual([
      expect.objectContaining({ summary: "Invited Thandi.Mokoena@school.example as editor", actor: staffUser.email }),
    ]);
    const listed = await asAdmin(ACCOUNTS);
    expect(listed.data!.staffAccounts).toContainEqual(expect.objectContaining({ id: invited.id, status: "INVITED" }));
  });

  it("refuses an e-mail already in use or not an address, and sends nothing", async () => {
    await invite("bursar@school.example");
    for (const email of ["BURSAR@school.example", "not-an-address"]) {
      const result = await asAdmin(INVITE, { email, role: "EDITOR" });
      expect(codeOf(result)).toBe("BAD_USER_INPUT");
    }
    expect(await mailTo("BURSAR@school.example")).toHaveLength(0);
    expect(await mailTo("bursar@school.example")).toHaveLength(1);
  });

  it("accepts an invitation once: the colleague then signs in with their username and the password they chose", async () => {
    const invited = await invite("coach@school.example");
    const token = await tokenMailedTo("coach@school.example");
    // Nobody can sign in as an invitee before they accept.
    expect(codeOf(await signIn(server, "coach", GOOD_PASSWORD))).toBe("NotAuthorizedException");

    const weak = await server.graphql(ACCEPT, { token, newPassword: "Password1!" });
    expect(codeOf(weak)).toBe("InvalidPasswordException");
    const accepted = await server.graphql(ACCEPT, { token, newPassword: GOOD_PASSWORD });
    expect(accepted.data!.acceptStaffInvitation).toEqual({ username: "coach", status: "CONFIRMED" });
    expect(codeOf(await server.graphql(ACCEPT, { token, newPassword: GOOD_PASSWORD }))).toBe("NotAuthorizedException");

    const signedIn = await signIn(server, "coach@school.example", GOOD_PASSWORD);
    expect(signedIn.data!.signIn.nextStep).toBe("DONE");
    const listed = (await asAdmin(ACCOUNTS)).data!.staffAccounts as { id: string; lastSignInAt: string | null }[];
    expect(listed.find((account) => account.id === invited.id)!.lastSignInAt).toBe(server.clock.now().toISOString());
    expect(await accountSummaries(invited.id)).toContainEqual(
      expect.objectContaining({
        summary: "coach accepted the invitation and chose a password",
        actor: "coach@school.example",
      }),
    );
  });

  it("lets an invitation expire after 7 days", async () => {
    await invite("late@school.example");
    const token = await tokenMailedTo("late@school.example");
    server.clock.advance(SEVEN_DAYS);
    const expired = await server.graphql(ACCEPT, { token, newPassword: GOOD_PASSWORD });
    expect(codeOf(expired)).toBe("NotAuthorizedException");
    expect(expired.errors![0].message).toContain("Ask an administrator to send a new one");
  });

  it("sends a new link on request, and the earlier one stops working", async () => {
    const invited = await invite("resend@school.example");
    const first = await tokenMailedTo("resend@school.example");
    expect((await asAdmin(RESEND, { id: invited.id })).errors).toBeUndefined();
    const second = await tokenMailedTo("resend@school.example");
    expect(second).not.toBe(first);
    expect(await mailTo("resend@school.example")).toHaveLength(2);
    // The page asks as the link opens, before a password is chosen: the replaced link is refused, the new one names the invitee.
    const replaced = await server.graphql(CHECK, { token: first });
    expect(codeOf(replaced)).toBe("NotAuthorizedException");
    expect(replaced.errors![0].message).toBe(
      "This invitation link has expired or has already been used. Ask an administrator to send a new one.",
    );
    expect((await server.graphql(CHECK, { token: second })).data).toEqual({ checkStaffInvitation: invited.username });
    expect(codeOf(await server.graphql(ACCEPT, { token: first, newPassword: GOOD_PASSWORD }))).toBe(
      "NotAuthorizedException",
    );
    expect((await server.graphql(ACCEPT, { token: second, newPassword: GOOD_PASSWORD })).errors).toBeUndefined();
    expect(codeOf(await server.graphql(CHECK, { token: second }))).toBe("NotAuthorizedException");
    // Accepted: there is nothing to resend.
    expect(codeOf(await asAdmin(RESEND, { id: invited.id }))).toBe("BAD_USER_INPUT");
  });

  it("refuses the link of a disabled invitee, and it works again once they are enabled", async () => {
    const invited = await invite("paused@school.example");
    const token = await tokenMailedTo("paused@school.example");
    expect((await asAdmin(DISABLE, { id: invited.id })).data!.disableStaffAccount).toEqual({ status: "DISABLED" });
    expect(codeOf(await server.graphql(CHECK, { token }))).toBe("NotAuthorizedException");
    expect(codeOf(await server.graphql(ACCEPT, { token, newPassword: GOOD_PASSWORD }))).toBe("NotAuthorizedException");
    expect((await asAdmin(ENABLE, { id: invited.id })).data!.enableStaffAccount).toEqual({ status: "INVITED" });
    expect((await server.graphql(ACCEPT, { token, newPassword: GOOD_PASSWORD })).errors).toBeUndefined();
  });

  it("keeps the last active administrator an administrator, and no one disables their own account", async () => {
    // The test server's "office" is the only confirmed administrator here.
    const demoted = await asAdmin(CHANGE_ROLE, { id: staffUser.id, role: "EDITOR" });
    expect(codeOf(demoted)).toBe("BAD_USER_INPUT");
    expect(demoted.errors![0].message).toBe(
      "office is the last active administrator: make another colleague an administrator first",
    );
    const disabled = await asAdmin(DISABLE, { id: staffUser.id });
    expect(codeOf(disabled)).toBe("BAD_USER_INPUT");
    expect(disabled.errors![0].message).toBe("You cannot disable your own account: ask another administrator");
    const [office] = await server.dataSource.query("SELECT role, status FROM users WHERE id = $1", [staffUser.id]);
    expect(office).toEqual({ role: "ADMINISTRATOR", status: "CONFIRMED" });
  });

  it("changes a role, audited, and a demoted administrator is refused administrators' work at once", async () => {
    const deputy = await createSignedInStaff(server, "deputy");
    expect((await server.graphql(ACCOUNTS, {}, { token: deputy.accessToken })).errors).toBeUndefined();
    expect((await asAdmin(CHANGE_ROLE, { id: deputy.userId, role: "EDITOR" })).data!.changeStaffRole).toEqual({
      role: "EDITOR",
    });
    expect(codeOf(await server.graphql(ACCOUNTS, {}, { token: deputy.accessToken }))).toBe("FORBIDDEN");
    expect(await writeAs(server, deputy.accessToken)).toBeUndefined();
    expect(await accountSummaries(deputy.userId)).toContainEqual(
      expect.objectContaining({ summary: "Changed deputy from administrator to editor", action: "account" }),
    );
  });

  it("disables an account, ending its sessions at once, and enables it again, audited", async () => {
    const teacher = await createSignedInStaff(server, "teacher", GOOD_PASSWORD, Role.EDITOR);
    expect((await asAdmin(DISABLE, { id: teacher.userId })).data!.disableStaffAccount).toEqual({ status: "DISABLED" });
    expect(await writeAs(server, teacher.accessToken)).toBe("UNAUTHENTICATED");
    expect(codeOf(await signIn(server, "teacher", GOOD_PASSWORD))).toBe("NotAuthorizedException");
    expect((await asAdmin(ENABLE, { id: teacher.userId })).data!.enableStaffAccount).toEqual({ status: "CONFIRMED" });
    expect((await signIn(server, "teacher", GOOD_PASSWORD)).data!.signIn.nextStep).toBe("DONE");
    const summaries = (await accountSummaries(teacher.userId)).map((entry) => entry.summary);
    expect(summaries).toEqual(expect.arrayContaining(["Disabled teacher and ended their sessions", "Enabled teacher"]));
  });

  it("lets a second administrator demote the first, and an unknown account is NOT_FOUND", async () => {
    const head = await createSignedInStaff(server, "head");
    const demoted = await server.graphql(
      CHANGE_ROLE,
      { id: staffUser.id, role: "EDITOR" },
      { token: head.accessToken },
    );
    expect(demoted.errors).toBeUndefined();
    // Now "head" is the last one.
    expect(codeOf(await server.graphql(DISABLE, { id: head.userId }, { token: head.accessToken }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await server.graphql(DISABLE, { id: "not-a-uuid" }, { token: head.accessToken }))).toBe("NOT_FOUND");
  });
});
