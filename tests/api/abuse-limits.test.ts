import { createECDH, randomBytes } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { clientNetworkOf } from "../../server/src/kernel/request-limit";
import { PasswordHasher } from "../../server/src/modules/auth";
import { codeOf, signIn } from "../support/accounts";
import { startAnotherInstance, startTestServer } from "../support/test-server";
import type { GraphQLResponse, TestServer } from "../support/test-server";

const MAX_FAILURES_PER_ADDRESS = 6;
const DAY = 24 * 60 * 60_000;
const TOO_MANY = "Too many attempts. Please try again later.";

const FORGOT = `mutation ($username: String!) { forgotPassword(username: $username) }`;
const CONFIRM_FORGOT = `mutation ($username: String!, $code: String!, $newPassword: String!) {
  confirmForgotPassword(username: $username, code: $code, newPassword: $newPassword)
}`;
const ACCEPT = `mutation ($token: String!, $newPassword: String!) {
  acceptStaffInvitation(token: $token, newPassword: $newPassword) { username }
}`;
const SUBSCRIBE = `mutation ($email: String!) { subscribeToAlerts(email: $email, urgent: true, digest: false) }`;
const SUBSCRIBE_PUSH = `mutation ($subscription: PushSubscriptionInput!) { subscribeToPush(subscription: $subscription) }`;
const NEW_PASSWORD = "Lantern-Harbour-93!";

/** A browser's push keys: an uncompressed P-256 public key and a 16-byte auth secret. */
function pushKeys(): { p256dh: string; auth: string } {
  const keys = createECDH("prime256v1");
  keys.generateKeys();
  return { p256dh: keys.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

/**
 * What anonymous requests may cost, on two instances over one database (as behind a load balancer):
 * every limit is counted in Postgres, so a client gains nothing by its requests landing on either.
 */
describe("limits on anonymous requests, shared by two instances", () => {
  let first: TestServer;
  let second: TestServer;
  /** The instance of the nth request: they alternate. */
  const instance = (n: number) => (n % 2 === 0 ? first : second);

  beforeAll(async () => {
    first = await startTestServer({
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: String(MAX_FAILURES_PER_ADDRESS),
      // As behind the proxy: the client's address comes from X-Forwarded-For.
      TRUST_PROXY: "loopback",
    });
    second = await startAnotherInstance(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });
  beforeEach(async () => {
    jest.restoreAllMocks();
    // Every request here comes from one client address: each test starts with its counts at zero.
    await first.dataSource.query("DELETE FROM sign_in_address_failures");
    await first.dataSource.query("DELETE FROM sign_in_failures");
    await first.dataSource.query("DELETE FROM request_limits");
    await first.dataSource.query("DELETE FROM mail_outbox");
  });

  const refusedAsTooMany = (result: GraphQLResponse) => {
    expect([codeOf(result), result.errors?.[0].message]).toEqual(["LimitExceededException", TOO_MANY]);
  };
  const mailsTo = async (pattern: string) =>
    (
      await first.dataSource.query<{ n: number }[]>(
        "SELECT count(*)::int AS n FROM mail_outbox WHERE recipient ILIKE $1",
        [pattern],
      )
    )[0].n;

  describe("password resets and invitations", () => {
    it("hashes nothing for an unknown name, a reset without a live code, or a link that is not valid", async () => {
      // Both instances share the one hasher of the test server.
      const hash = jest.spyOn(first.hasher, "hash");
      const verify = jest.spyOn(first.hasher, "verify");
      expect((await first.graphql(FORGOT, { username: "nobody-at-all" })).data).toEqual({ forgotPassword: true });
      const confirmed = await second.graphql(CONFIRM_FORGOT, {
        username: "nobody-at-all",
        code: "123456",
        newPassword: NEW_PASSWORD,
      });
      expect(codeOf(confirmed)).toBe("CodeMismatchException");
      const accepted = await first.graphql(ACCEPT, { token: "not-a-real-invitation", newPassword: NEW_PASSWORD });
      expect(codeOf(accepted)).toBe("NotAuthorizedException");
      expect(codeOf(await signIn(second, "nobody-at-all", NEW_PASSWORD))).toBe("NotAuthorizedException");
      expect([hash.mock.calls.length, verify.mock.calls.length]).toEqual([0, 0]);
    });

    it("limits reset requests per client address, whichever names they give and instance they reach", async () => {
      for (let n = 0; n < MAX_FAILURES_PER_ADDRESS; n++) {
        const asked = await instance(n).graphql(FORGOT, { username: `someone-${n}` });
        expect(asked.data).toEqual({ forgotPassword: true });
      }
      refusedAsTooMany(await instance(MAX_FAILURES_PER_ADDRESS).graphql(FORGOT, { username: "one-more" }));
      refusedAsTooMany(await first.graphql(FORGOT, { username: "office" }));
      expect(await mailsTo("office@%")).toBe(0);
    });

    it("counts an IPv6 client by its /64 network, which it could otherwise walk through", async () => {
      const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
      for (let n = 0; n < MAX_FAILURES_PER_ADDRESS; n++) {
        const asked = await instance(n).graphql(FORGOT, { username: `walker-${n}` }, from(`2001:db8:1:2::${n + 1}`));
        expect(asked.data).toEqual({ forgotPassword: true });
      }
      refusedAsTooMany(await second.graphql(FORGOT, { username: "walker" }, from("2001:db8:1:2:ffff:1:2:3")));
      const neighbour = await first.graphql(FORGOT, { username: "walker" }, from("2001:db8:1:3::1"));
      expect(neighbour.data).toEqual({ forgotPassword: true });
    });

    it("limits parallel reset requests too: each is counted before it is let through", async () => {
      const answers = await Promise.all(
        Array.from({ length: 3 * MAX_FAILURES_PER_ADDRESS }, (_, n) =>
          instance(n).graphql(FORGOT, { username: `parallel-${n}` }),
        ),
      );
      expect(answers.filter((answer) => answer.data?.forgotPassword === true)).toHaveLength(MAX_FAILURES_PER_ADDRESS);
    });

    it("limits wrong invitation links per client address, across instances", async () => {
      for (let n = 0; n < MAX_FAILURES_PER_ADDRESS; n++) {
        const tried = await instance(n).graphql(ACCEPT, { token: `guess-${n}`, newPassword: NEW_PASSWORD });
        expect(codeOf(tried)).toBe("NotAuthorizedException");
      }
      refusedAsTooMany(
        await instance(MAX_FAILURES_PER_ADDRESS).graphql(ACCEPT, { token: "x", newPassword: NEW_PASSWORD }),
      );
    });
  });

  describe("alert sign-ups", () => {
    const SIGN_UPS_PER_CLIENT = 20;

    it("limits sign-ups per client address across instances, with a message the form shows", async () => {
      for (let n = 0; n < SIGN_UPS_PER_CLIENT; n++) {
        const signedUp = await instance(n).graphql(SUBSCRIBE, { email: `stranger-${n}@example.org` });
        expect(signedUp.data).toEqual({ subscribeToAlerts: true });
      }
      refusedAsTooMany(await second.graphql(SUBSCRIBE, { email: "stranger-x@example.org" }));
      expect(await mailsTo("stranger-%")).toBe(SIGN_UPS_PER_CLIENT);
      // A new hour, a new allowance.
      first.clock.advance(60 * 60_000);
      expect((await first.graphql(SUBSCRIBE, { email: "stranger-y@example.org" })).data).toEqual({
        subscribeToAlerts: true,
      });
    });

    it("mails one mailbox at most 3 confirmations a day, however its address is spelt", async () => {
      const spellings = [
        "parent.one@gmail.com",
        "Parent.One+school@gmail.com",
        "p.a.r.e.n.t.o.n.e@gmail.com",
        '"parentone"@gmail.com',
        "parentone+alerts@googlemail.com",
        "PARENTONE@GMAIL.COM",
      ];
      for (const [n, email] of spellings.entries()) {
        const signedUp = await instance(n).graphql(SUBSCRIBE, { email });
        // The same answer throughout: the limit tells nobody who was signed up.
        expect(signedUp.errors).toBeUndefined();
        expect(signedUp.data).toEqual({ subscribeToAlerts: true });
      }
      expect(await mailsTo("%@g%mail.com")).toBe(3);
      first.clock.advance(DAY);
      await second.graphql(SUBSCRIBE, { email: "parent.one+tomorrow@gmail.com" });
      expect(await mailsTo("%@g%mail.com")).toBe(4);
    });

    it("counts plus-addresses of other providers as one mailbox, but not their dots", async () => {
      for (let n = 0; n < 5; n++) await instance(n).graphql(SUBSCRIBE, { email: `head+${n}@school.example` });
      expect(await mailsTo("head+%@school.example")).toBe(3);
      await first.graphql(SUBSCRIBE, { email: "h.ead@school.example" });
      expect(await mailsTo("h.ead@school.example")).toBe(1);
    });

    it("limits push subscriptions per client address across instances", async () => {
      const keys = pushKeys();
      const subscribe = (n: number, server: TestServer) =>
        server.graphql(SUBSCRIBE_PUSH, {
          subscription: { endpoint: `https://fcm.googleapis.com/fcm/send/browser-${n}`, ...keys },
        });
      for (let n = 0; n < 20; n++) expect((await subscribe(n, instance(n))).data).toEqual({ subscribeToPush: true });
      refusedAsTooMany(await subscribe(20, second));
      const [{ n: stored }] = await first.dataSource.query<{ n: number }[]>(
        "SELECT count(*)::int AS n FROM push_subscriptions",
      );
      expect(stored).toBe(20);
    });
  });
});

describe("clientNetworkOf", () => {
  it("counts an IPv4 client by its address and an IPv6 client by its /64", () => {
    expect(
      ["203.0.113.5", "::ffff:203.0.113.5", "2001:db8:1:2::a", "2001:0db8:0001:0002:ffff:1:2:3", "2001:db8::"].map(
        clientNetworkOf,
      ),
    ).toEqual(["203.0.113.5", "203.0.113.5", "2001:db8:1:2::/64", "2001:db8:1:2::/64", "2001:db8:0:0::/64"]);
    expect(["::1", "fe80::1%eth0", "2001:db8:0:0:1::"].map(clientNetworkOf)).toEqual([
      "0:0:0:0::/64",
      "fe80:0:0:0::/64",
      "2001:db8:0:0::/64",
    ]);
  });
});

describe("PasswordHasher", () => {
  /** A work factor whose hash takes more than one of bcryptjs's 100 ms slices. */
  const SLOW_COST = 10;

  it("hashes one at a time and refuses, as busy, hashes beyond the 20 waiting", async () => {
    const hasher = new PasswordHasher(6);
    const outcomes = await Promise.all(
      Array.from({ length: 24 }, () =>
        hasher.hash("Kettle-Moon-12!").then(
          () => "hashed",
          (error: { code?: string; message: string }) => `${error.code}: ${error.message}`,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "hashed")).toHaveLength(21);
    expect(new Set(outcomes.filter((outcome) => outcome !== "hashed"))).toEqual(
      new Set(["SERVICE_UNAVAILABLE: Too many sign-ins at once. Please try again in a moment."]),
    );
    // The line has emptied: the next hash goes ahead.
    await expect(hasher.verify("Kettle-Moon-12!", await hasher.hash("Kettle-Moon-12!"))).resolves.toBe(true);
  });

  it("leaves the event loop free for other requests between slices while many hashes wait", async () => {
    const hasher = new PasswordHasher(SLOW_COST);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    await Promise.all(Array.from({ length: 10 }, () => hasher.hash("Kettle-Moon-12!")));
    delay.disable();
    // One slice of bcryptjs (at most 100 ms) at a time, never one slice of every waiting hash.
    expect(delay.max / 1e6).toBeLessThan(400);
  });
});
