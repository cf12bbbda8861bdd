import { refreshSession } from "../api/refresh-session";
import { sessionTokens } from "../test/admin";
import { apolloClient } from "./apollo-client";
import { REFRESH_AHEAD_MS, REFRESH_RETRY_MS, authSession } from "./auth-session";
import type * as AuthSessionModule from "./auth-session";

/**
 * Only the network is faked: the app's own Apollo client sends RefreshSession through its real
 * links to `fetch`, which answers like the /graphql endpoint would.
 */
type Reply = { status?: number; body?: unknown } | Error;

const SIGN_IN_AT = new Date("2025-03-10T08:00:00.000Z").getTime();
const MINUTES = 60_000;

let replies: Reply[] = [];
const requests: { operationName: string; authorization?: string }[] = [];
const originalFetch = globalThis.fetch;

const fakeFetch = jest.fn((_input: RequestInfo | URL, init: RequestInit = {}) => {
  const { operationName } = JSON.parse(init.body as string) as { operationName: string };
  const headers = Object.entries((init.headers ?? {}) as Record<string, string>);
  requests.push({
    operationName,
    authorization: headers.find(([name]) => name.toLowerCase() === "authorization")?.[1],
  });
  const reply = replies.shift() ?? { status: 500, body: { errors: [{ message: "No answer prepared" }] } };
  if (reply instanceof Error) return Promise.reject(reply);
  const text = JSON.stringify(reply.body);
  return Promise.resolve({
    ok: (reply.status ?? 200) < 300,
    status: reply.status ?? 200,
    headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? "application/json" : null) },
    text: () => Promise.resolve(text),
  } as unknown as Response);
});

const renewed = (accessToken: string, expiresIn = 900) => ({
  body: { data: { refreshSession: { ...sessionTokens(accessToken), expiresIn } } },
});
const refused = {
  body: { errors: [{ message: "Refresh token has been revoked.", extensions: { code: "NotAuthorizedException" } }] },
};
const refreshes = () => requests.filter((request) => request.operationName === "RefreshSession").length;

/** Resolves on the session's next change (a refresh answered, or ended). */
const nextChange = () =>
  new Promise<void>((resolve) => {
    const off = authSession.subscribe(() => {
      off();
      resolve();
    });
  });

describe("authSession", () => {
  beforeAll(() => {
    globalThis.fetch = fakeFetch;
  });
  afterAll(() => {
    globalThis.fetch = originalFetch;
  });

  beforeEach(() => {
    jest.useFakeTimers({ now: SIGN_IN_AT });
    replies = [];
    requests.length = 0;
    fakeFetch.mockClear();
    // As useAuth wires it.
    authSession.onExpiring(() => void refreshSession(apolloClient));
  });

  afterEach(() => {
    authSession.end();
    jest.useRealTimers();
  });

  it("knows no session before one is started or restored", () => {
    expect(authSession.get()).toEqual({ status: "unknown" });
    expect(authSession.accessToken()).toBeUndefined();
  });

  it("holds the token after sign-in and tells its subscribers", () => {
    const listener = jest.fn();
    const unsubscribe = authSession.subscribe(listener);
    authSession.start(sessionTokens("token-1"));
    expect(authSession.get()).toEqual({
      status: "signed-in",
      mustSetUpTwoFactor: false,
      accessToken: "token-1",
      expiresAt: SIGN_IN_AT + 900_000,
      user: sessionTokens().user,
    });
    expect(authSession.accessToken()).toBe("token-1");
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    authSession.end();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(authSession.accessToken()).toBeUndefined();
  });

  it("refreshes silently 60 s before the token expires, not earlier, and replaces the token", async () => {
    expect(REFRESH_AHEAD_MS).toBe(60_000);
    replies.push(renewed("token-2"));
    authSession.start(sessionTokens("token-1")); // expires in 900 s

    await jest.advanceTimersByTimeAsync(14 * MINUTES - 1);
    expect(fakeFetch).not.toHaveBeenCalled();
    expect(authSession.accessToken()).toBe("token-1");

    const changed = nextChange();
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toEqual([{ operationName: "RefreshSession", authorization: "Bearer token-1" }]);
    await changed;
    expect(authSession.get()).toMatchObject({
      status: "signed-in",
      mustSetUpTwoFactor: false,
      accessToken: "token-2",
      expiresAt: SIGN_IN_AT + 14 * MINUTES + 900_000,
    });
  });

  it("schedules the next refresh from the renewed token's own lifetime", async () => {
    replies.push(renewed("token-2", 300), renewed("token-3"));
    authSession.start(sessionTokens("token-1"));
    let changed = nextChange();
    await jest.advanceTimersByTimeAsync(14 * MINUTES);
    await changed;
    expect(authSession.accessToken()).toBe("token-2");

    // token-2 lives 300 s: the next refresh is due 240 s later.
    await jest.advanceTimersByTimeAsync(4 * MINUTES - 1);
    expect(refreshes()).toBe(1);
    changed = nextChange();
    await jest.advanceTimersByTimeAsync(1);
    await changed;
    expect(refreshes()).toBe(2);
    expect(requests[1].authorization).toBe("Bearer token-2");
    expect(authSession.accessToken()).toBe("token-3");
  });

  it("renews a token that lives under two minutes half-way through its life, never in a tight loop", async () => {
    replies.push(renewed("token-2", 30));
    const changed = nextChange();
    authSession.start({ ...sessionTokens("token-1"), expiresIn: 30 });
    await changed; // the sign-in itself
    await jest.advanceTimersByTimeAsync(14_999);
    expect(refreshes()).toBe(0);
    const refreshed = nextChange();
    await jest.advanceTimersByTimeAsync(1);
    expect(refreshes()).toBe(1);
    await refreshed;
    expect(authSession.accessToken()).toBe("token-2");
    await jest.advanceTimersByTimeAsync(14_999);
    expect(refreshes()).toBe(1);
  });

  it("stays signed out when the sign-out comes while a refresh is on its way", async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    replies.push(renewed("token-2"));
    fakeFetch.mockImplementationOnce(async (input, init) => {
      await held;
      return fakeFetch.getMockImplementation()!(input, init);
    });
    authSession.start(sessionTokens("token-1"));
    await jest.advanceTimersByTimeAsync(14 * MINUTES);
    expect(fakeFetch).toHaveBeenCalledTimes(1);

    authSession.end();
    release();
    await jest.advanceTimersByTimeAsync(60 * MINUTES);

    expect(refreshes()).toBe(1);
    expect(authSession.get().status).toBe("signed-out");
    expect(authSession.accessToken()).toBeUndefined();
  });

  it("schedules the refresh for a session started before the refresh was handed over", () => {
    jest.isolateModules(() => {
      const { authSession: fresh } = jest.requireActual<typeof AuthSessionModule>("./auth-session");
      const refresh = jest.fn();
      fresh.start(sessionTokens("token-1"));
      fresh.onExpiring(refresh);
      jest.advanceTimersByTime(14 * MINUTES - 1);
      expect(refresh).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(refresh).toHaveBeenCalledTimes(1);
      fresh.end();
    });
  });

  it("cancels the scheduled refresh on sign-out", async () => {
    authSession.start(sessionTokens("token-1"));
    await jest.advanceTimersByTimeAsync(10 * MINUTES);
    authSession.end();
    await jest.advanceTimersByTimeAsync(60 * MINUTES);
    expect(fakeFetch).not.toHaveBeenCalled();
    expect(authSession.get()).toEqual({ status: "signed-out" });
  });

  it("keeps one schedule when a new sign-in replaces the old one", async () => {
    replies.push(renewed("token-3"));
    authSession.start(sessionTokens("token-1"));
    await jest.advanceTimersByTimeAsync(5 * MINUTES);
    authSession.start(sessionTokens("token-2"));

    // Where the first sign-in's refresh would have been due.
    await jest.advanceTimersByTimeAsync(9 * MINUTES);
    expect(fakeFetch).not.toHaveBeenCalled();

    const changed = nextChange();
    await jest.advanceTimersByTimeAsync(5 * MINUTES);
    await changed;
    expect(requests).toEqual([{ operationName: "RefreshSession", authorization: "Bearer token-2" }]);
    expect(authSession.accessToken()).toBe("token-3");
  });

  it("ends the session when the server refuses the refresh cookie, and schedules nothing more", async () => {
    replies.push(refused);
    authSession.start(sessionTokens("token-1"));
    const changed = nextChange();
    await jest.advanceTimersByTimeAsync(14 * MINUTES);
    await changed;
    expect(authSession.get()).toEqual({ status: "signed-out" });
    expect(authSession.accessToken()).toBeUndefined();

    await jest.advanceTimersByTimeAsync(60 * MINUTES);
    expect(refreshes()).toBe(1);
  });

  it.each([
    ["answers with a server error", { status: 500, body: { errors: [{ message: "Internal server error" }] } }],
    ["cannot be reached", new Error("Network request failed")],
  ])("keeps the session while the token lasts when the server %s, and tries again", async (_case, reply) => {
    replies.push(reply, renewed("token-2"));
    authSession.start(sessionTokens("token-1"));
    await jest.advanceTimersByTimeAsync(14 * MINUTES);
    expect(refreshes()).toBe(1);
    expect(authSession.accessToken()).toBe("token-1");

    const changed = nextChange();
    await jest.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    await changed;
    expect(refreshes()).toBe(2);
    expect(authSession.accessToken()).toBe("token-2");
  });

  it("ends the session once the token has run out while the server stays unreachable", async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) replies.push(new Error("Network request failed"));
    authSession.start(sessionTokens("token-1"));
    await jest.advanceTimersByTimeAsync(14 * MINUTES + 30_000);
    expect(authSession.accessToken()).toBe("token-1");
    await jest.advanceTimersByTimeAsync(30_000);
    expect(authSession.get()).toEqual({ status: "signed-out" });
    const attempts = refreshes();
    expect(attempts).toBeGreaterThanOrEqual(3);
    await jest.advanceTimersByTimeAsync(60 * MINUTES);
    expect(refreshes()).toBe(attempts);
  });

  it("shares one refresh between callers while it runs, since the cookie may be spent only once", async () => {
    replies.push(renewed("token-2"), renewed("token-3"));
    authSession.start(sessionTokens("token-1"));
    const results = Promise.all([
      refreshSession(apolloClient),
      refreshSession(apolloClient),
      refreshSession(apolloClient),
    ]);
    await jest.advanceTimersByTimeAsync(0);
    await expect(results).resolves.toEqual([true, true, true]);
    expect(refreshes()).toBe(1);
    expect(authSession.accessToken()).toBe("token-2");

    // Once it is over, the next refresh goes out again.
    await expect(refreshSession(apolloClient)).resolves.toBe(true);
    expect(refreshes()).toBe(2);
    expect(authSession.accessToken()).toBe("token-3");
  });

  it("takes the browser-wide lock for a refresh, so two tabs never spend the same cookie", async () => {
    const request = jest.fn((_name: string, task: () => Promise<unknown>) => task());
    Object.defineProperty(navigator, "locks", { value: { request }, configurable: true });
    try {
      replies.push(renewed("token-2"));
      authSession.start(sessionTokens("token-1"));
      await expect(refreshSession(apolloClient)).resolves.toBe(true);
      expect(request).toHaveBeenCalledTimes(1);
      expect(request).toHaveBeenCalledWith("school-admin-refresh", expect.any(Function));
      expect(authSession.accessToken()).toBe("token-2");
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });
});
