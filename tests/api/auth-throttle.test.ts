import { lockoutMs } from "../../server/src/modules/auth/sign-in-throttle.service";
import { codeOf, createSignedInStaff, signIn } from "../support/accounts";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const WRONG = "Wrong-Password-1!";
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe("lockoutMs", () => {
  it("allows 5 failures, then locks for 1 s, doubling up to 15 minutes", () => {
    expect([1, 2, 3, 4].map(lockoutMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(lockoutMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(lockoutMs(14)).toBe(512_000);
    expect(lockoutMs(15)).toBe(15 * MINUTE);
    expect(lockoutMs(40)).toBe(15 * MINUTE);
  });
});

describe("sign-in throttling per account", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: "1000" });
  });
  afterAll(() => server.close());

  async function fail(username: string, times: number): Promise<void> {
    for (let i = 0; i < times; i++)
      expect(codeOf(await signIn(server, username, WRONG))).toBe("NotAuthorizedException");
  }

  async function attempt(username: string, password: string): Promise<string | undefined> {
    const result = await signIn(server, username, password);
    return codeOf(result) ?? (result.data!.signIn.nextStep as string);
  }

  it("locks an account after 5 failures, even against the right password, with LimitExceededException", async () => {
    const staff = await createSignedInStaff(server, "target");
    await fail("target", 5);
    const locked = await signIn(server, "target", staff.password);
    expect(codeOf(locked)).toBe("LimitExceededException");
    expect(locked.errors![0].message).toBe("Too many attempts. Please try again later.");
    server.clock.advance(SECOND);
    expect(await attempt("target", staff.password)).toBe("DONE");
  });

  it("doubles the lockout with each further failure", async () => {
    const staff = await createSignedInStaff(server, "doubling");
    await fail("doubling", 5);
    for (const lockout of [1, 2, 4, 8].map((seconds) => seconds * SECOND)) {
      server.clock.advance(lockout - 1);
      expect(await attempt("doubling", staff.password)).toBe("LimitExceededException");
      server.clock.advance(1);
      expect(await attempt("doubling", WRONG)).toBe("NotAuthorizedException");
    }
    server.clock.advance(16 * SECOND - 1);
    expect(await attempt("doubling", staff.password)).toBe("LimitExceededException");
  });

  it("never locks for more than 15 minutes", async () => {
    const staff = await createSignedInStaff(server, "stubborn");
    await fail("stubborn", 5);
    for (let failures = 5; failures < 15; failures++) {
      server.clock.advance(lockoutMs(failures));
      expect(await attempt("stubborn", WRONG)).toBe("NotAuthorizedException");
    }
    server.clock.advance(15 * MINUTE - 1);
    expect(await attempt("stubborn", staff.password)).toBe("LimitExceededException");
    server.clock.advance(1);
    expect(await attempt("stubborn", staff.password)).toBe("DONE");
  });

  it("does not count attempts made while locked", async () => {
    const staff = await createSignedInStaff(server, "patient");
    await fail("patient", 5);
    for (let i = 0; i < 5; i++) expect(await attempt("patient", WRONG)).toBe("LimitExceededException");
    server.clock.advance(SECOND);
    // Still the 6th failure, so 2 s and not 64 s.
    expect(await attempt("patient", WRONG)).toBe("NotAuthorizedException");
    server.clock.advance(2 * SECOND);
    expect(await attempt("patient", staff.password)).toBe("DONE");
  });

  it("forgets failures after a successful sign-in", async () => {
    const staff = await createSignedInStaff(server, "forgiven");
    await fail("forgiven", 4);
    expect(await attempt("forgiven", staff.password)).toBe("DONE");
    await fail("forgiven", 4);
    expect(await attempt("forgiven", staff.password)).toBe("DONE");
  });

  it("forgets failures after 15 idle minutes", async () => {
    const staff = await createSignedInStaff(server, "idle");
    await fail("idle", 5);
    server.clock.advance(15 * MINUTE);
    await fail("idle", 4);
    expect(await attempt("idle", staff.password)).toBe("DONE");
  });

  it("locks unknown names the same way, so a lockout reveals nothing about who exists", async () => {
    await fail("ghost", 5);
    expect(await attempt("ghost", WRONG)).toBe("LimitExceededException");
  });

  it("counts each name as typed, so a username and e-mail of one account lock apart, as unknown names do", async () => {
    const { temporaryPassword } = await server.users.create("aliased", "aliased@school.example");
    await fail("aliased", 5);
    await fail("unrelated-name", 5);
    // A sixth failure under another name: the e-mail of the locked account and an unknown address answer alike.
    expect(await attempt("ALIASED@school.example", WRONG)).toBe("NotAuthorizedException");
    expect(await attempt("nobody@school.example", WRONG)).toBe("NotAuthorizedException");
    expect(await attempt("Aliased", temporaryPassword)).toBe("LimitExceededException");
    expect(await attempt("aliased@school.example", temporaryPassword)).toBe(
      "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED",
    );
  });

  it("keeps its counters in Postgres", async () => {
    await fail("stored", 2);
    const rows = await server.dataSource.query("SELECT failures FROM sign_in_failures WHERE key = 'name:stored'");
    expect(rows).toEqual([{ failures: 2 }]);
  });
});

describe("sign-in throttling per client address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: "3", TRUST_PROXY: "loopback" });
  });
  afterAll(() => server.close());

  it("refuses an address that failed too often, for any account, until its 15-minute window ends", async () => {
    const staff = await createSignedInStaff(server, "bystander");
    const from = { "x-forwarded-for": "203.0.113.7" };
    for (const name of ["spray1", "spray2", "spray3"]) {
      expect(codeOf(await signIn(server, name, WRONG, from))).toBe("NotAuthorizedException");
    }
    expect(codeOf(await signIn(server, "bystander", staff.password, from))).toBe("LimitExceededException");

    // Behind a trusted proxy, another client's address is its own.
    const elsewhere = await signIn(server, "bystander", staff.password, { "x-forwarded-for": "198.51.100.4" });
    expect(elsewhere.data!.signIn.nextStep).toBe("DONE");

    server.clock.advance(15 * MINUTE);
    expect((await signIn(server, "bystander", staff.password, from)).data!.signIn.nextStep).toBe("DONE");
  });

  it("does not count successful sign-ins against the address", async () => {
    const staff = await createSignedInStaff(server, "regular");
    const from = { "x-forwarded-for": "203.0.113.8" };
    for (let i = 0; i < 5; i++) {
      expect((await signIn(server, "regular", staff.password, from)).data!.signIn.nextStep).toBe("DONE");
    }
  });
});

describe("the client address without a trusted proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: "2" });
  });
  afterAll(() => server.close());

  it("ignores X-Forwarded-For, so a client cannot dodge the limit by inventing addresses", async () => {
    for (const [name, address] of [
      ["a1", "192.0.2.1"],
      ["a2", "192.0.2.2"],
    ]) {
      expect(codeOf(await signIn(server, name, WRONG, { "x-forwarded-for": address }))).toBe("NotAuthorizedException");
    }
    expect(codeOf(await signIn(server, "a3", WRONG, { "x-forwarded-for": "192.0.2.3" }))).toBe(
      "LimitExceededException",
    );
  });
});
