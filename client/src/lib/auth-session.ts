import type { StaffRole } from "../gql/graphql";

/** The signed-in staff member, as the admin panel shows them. */
export interface SessionUser {
  id: string;
  username: string;
  email?: string | null;
  /** What the panel offers them; the server enforces the same on every request. */
  role: StaffRole;
}

/** What signIn, confirmSignInWithNewPassword, confirmSignInWithTotp and refreshSession answer. */
export interface SessionTokens {
  accessToken: string;
  expiresIn: number;
  user: SessionUser;
  /** The school requires two-factor and it is not set up yet: the server allows nothing else until it is. */
  mustSetUpTwoFactor: boolean;
}

export type AuthState =
  | { status: "unknown" }
  | { status: "signed-out" }
  | {
      status: "signed-in";
      accessToken: string;
      expiresAt: number;
      user: SessionUser;
      mustSetUpTwoFactor: boolean;
    };

/** Refresh this long before the access token expires, so no request goes out with a stale one. */
export const REFRESH_AHEAD_MS = 60_000;
/** After a refresh that failed without a refusal (offline, a server error), try again this soon. */
export const REFRESH_RETRY_MS = 15_000;

/** Thrown by a refresh exchange when the server refused the cookie: the sign-in is over. */
export class RefreshRefused extends Error {}

/**
 * Set in this browser's storage while a staff member is signed in: not the session (that is the
 * httpOnly cookie), only a hint that a public page opened in a new tab may renew it to preview.
 */
const SIGNED_IN_HINT = "school-staff-signed-in";

function remember(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, "1");
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage may be off (private mode): a preview in a new tab then asks staff to sign in.
  }
}

/** One name for the browser-wide lock, so two tabs never spend the same refresh cookie at once. */
const REFRESH_LOCK = "school-admin-refresh";

let state: AuthState = { status: "unknown" };
/** Counts sign-outs, so a refresh answered after one cannot bring the session back. */
let signOuts = 0;
let pending: Promise<boolean> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let scheduledRefresh: (() => void) | undefined;
/** How long the current access token was issued for. */
let lifetimeMs = 0;
const listeners = new Set<() => void>();

function scheduleRefresh() {
  clearTimeout(timer);
  if (state.status !== "signed-in" || !scheduledRefresh) return;
  // A token that lives barely longer than the lead time is renewed half-way, never in a tight loop.
  const ahead = Math.min(REFRESH_AHEAD_MS, lifetimeMs / 2);
  timer = setTimeout(scheduledRefresh, Math.max(0, state.expiresAt - ahead - Date.now()));
}

function set(next: AuthState) {
  state = next;
  scheduleRefresh();
  listeners.forEach((listener) => listener());
}

/**
 * The staff session: the access token lives in memory only (never in storage a script could
 * read later); the refresh token is an httpOnly cookie the browser sends to /graphql.
 */
export const authSession = {
  get: (): AuthState => state,
  accessToken: (): string | undefined => (state.status === "signed-in" ? state.accessToken : undefined),
  // An arrow, so it can be handed to useSyncExternalStore on its own.
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** True when this tab has no session yet but the browser had a staff sign-in that may be renewed. */
  mayRenew(): boolean {
    if (state.status !== "unknown") return false;
    try {
      return localStorage.getItem(SIGNED_IN_HINT) === "1";
    } catch {
      return false;
    }
  },
  start(tokens: SessionTokens): void {
    remember(true);
    lifetimeMs = tokens.expiresIn * 1000;
    set({
      status: "signed-in",
      accessToken: tokens.accessToken,
      expiresAt: Date.now() + lifetimeMs,
      user: tokens.user,
      mustSetUpTwoFactor: tokens.mustSetUpTwoFactor,
    });
  },
  /** Whether the signed-in staff member must set up two-factor before anything else (the server says so). */
  holdForTwoFactorSetup(mustSetUp: boolean): void {
    if (state.status === "signed-in" && state.mustSetUpTwoFactor !== mustSetUp) {
      set({ ...state, mustSetUpTwoFactor: mustSetUp });
    }
  },
  end(): void {
    remember(false);
    signOuts += 1;
    set({ status: "signed-out" });
  },
  /** What runs when the access token is about to expire (the app passes a silent refresh). */
  onExpiring(refresh: () => void): void {
    scheduledRefresh = refresh;
    scheduleRefresh();
  },
  /**
   * Trades the cookie for a new access token. Calls made while one is running share it: the
   * server revokes the whole sign-in when the same refresh cookie is spent twice.
   */
  refresh(exchange: () => Promise<SessionTokens>): Promise<boolean> {
    const signOutsBefore = signOuts;
    pending ??= withLock(exchange)
      .then((tokens) => {
        if (signOuts !== signOutsBefore) return false;
        authSession.start(tokens);
        return true;
      })
      .catch((error: unknown) => {
        if (signOuts !== signOutsBefore) return false;
        if (!(error instanceof RefreshRefused) && retryWhileTokenLasts()) return false;
        authSession.end();
        return false;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  },
};

/**
 * A dropped connection must not sign a staff member out mid-form: while the token still works,
 * keep the session and try the refresh again shortly. True when a retry is scheduled.
 */
function retryWhileTokenLasts(): boolean {
  if (state.status !== "signed-in" || !scheduledRefresh || state.expiresAt - Date.now() <= REFRESH_RETRY_MS)
    return false;
  clearTimeout(timer);
  timer = setTimeout(scheduledRefresh, REFRESH_RETRY_MS);
  return true;
}

function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK, task) as Promise<T>) : task();
}
