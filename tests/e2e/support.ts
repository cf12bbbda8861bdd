import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { test as base, expect } from "@playwright/test";
import type { Page } from "@playwright/test";
import { ADMIN_SCRIPT } from "./paths";
import type { E2EState } from "./paths";

export { expect };

/** Where global-setup started the server, and how. */
export function e2eState(): E2EState {
  const raw = process.env.E2E_STATE;
  if (!raw)
    throw new Error(
      "E2E_STATE is not set: run the browser tests with `npx playwright test` (its global setup starts the server)",
    );
  return JSON.parse(raw) as E2EState;
}

/**
 * Until the browser has hydrated a server-rendered page its buttons do nothing: wait for the app's mark
 * (client/src/app/layout.tsx), as long as a navigation may take, since a page starts its app only once
 * its pictures are in. A wait, not a speed check (npm run bench measures that): on a busy 2-core machine
 * the home page's start passed the 10 s action timeout in two CI runs.
 */
async function hydrated(page: Page, timeout: number | undefined): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, { timeout });
}

/**
 * Parts of a page below its first screen hydrate only once they come into view
 * (client/src/components/hydrate-when-seen.tsx): scrolls through the page, half a screen at a time, until
 * every part has hydrated, then back to the top.
 */
export async function hydrateEveryPart(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await nextFrame();
      await nextFrame();
    }
  });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("[data-hydrate-when-seen]")).every((part) =>
      part.hasAttribute("data-part-hydrated"),
    ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Every test talks to the server global-setup started, and acts on a page once it has hydrated. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern, and baseURL has none.
  baseURL: async ({}, use) => {
    await use(e2eState().baseUrl);
  },
  page: async ({ page, javaScriptEnabled, navigationTimeout }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated(page, navigationTimeout);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated(page, navigationTimeout);
        return response;
      };
    }
    await use(page);
  },
});

/** A password the server's rules accept (upper, lower, digit, one of @$!%*?&; not a common one). */
export const NEW_PASSWORD = "Chalk-Board-77!";

export interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export async function graphql<T = unknown>(
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await fetch(`${e2eState().baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphQLAnswer<T>;
  if (body.errors?.length || !body.data)
    throw new Error(`GraphQL failed (${response.status}): ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The public page of a seeded item, found by its title (other tests add and remove their own items meanwhile). */
export async function seededPath(field: "news" | "events" | "announcements", title: string): Promise<string> {
  const data = await graphql<Record<string, { nodes: { id: string; title: string }[] }>>(
    `{ ${field}(first: 100) { nodes { id title } } }`,
  );
  const item = data[field].nodes.find((node) => node.title === title);
  if (!item) throw new Error(`the demo seed has no ${field} item titled '${title}'`);
  return `/${field}/${item.id}`;
}

/** Runs `npm run admin -- <args>` (the built script) against the server's database, as staff would. */
export async function adminCli(...args: string[]): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ADMIN_SCRIPT, ...args], {
      env: { ...inherited, ...e2eState().env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/** A new staff user made with the admin CLI; answers its name and temporary password. */
export async function createStaffWithCli(
  prefix: string,
): Promise<{ username: string; email: string; temporaryPassword: string }> {
  const username = `${prefix}${randomBytes(3).toString("hex")}`;
  const email = `${username}@school.example`;
  const created = await adminCli("create", username, email);
  expect(created.code, created.output).toBe(0);
  expect(created.output).toContain(`Created ${username} (${email}): FORCE_CHANGE_PASSWORD`);
  const temporaryPassword = /Temporary password for \S+: (\S+)/.exec(created.output)?.[1];
  if (!temporaryPassword) throw new Error(`no temporary password in the admin CLI's output:\n${created.output}`);
  return { username, email, temporaryPassword };
}

/** A staff member who has already chosen her password. */
export interface StaffAccount {
  username: string;
  email: string;
  password: string;
  accessToken: string;
}

/** A new staff member (admin CLI, so an administrator) who has chosen her password through the API. */
export async function signUpWithCli(prefix: string): Promise<StaffAccount> {
  const staff = await createStaffWithCli(prefix);
  const challenge = await graphql<{ signIn: { nextStep: string; session: string } }>(
    "mutation ($u: String!, $p: String!) { signIn(username: $u, password: $p) { nextStep session } }",
    { u: staff.username, p: staff.temporaryPassword },
  );
  expect(challenge.signIn.nextStep).toBe("CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED");
  const confirmed = await graphql<{ confirmSignInWithNewPassword: { signedIn: { accessToken: string } } }>(
    "mutation ($s: String!, $p: String!) { confirmSignInWithNewPassword(session: $s, newPassword: $p) { signedIn { accessToken } } }",
    { s: challenge.signIn.session, p: NEW_PASSWORD },
  );
  const { accessToken } = confirmed.confirmSignInWithNewPassword.signedIn;
  return { username: staff.username, email: staff.email, password: NEW_PASSWORD, accessToken };
}

let account: Promise<StaffAccount> | undefined;

/** This worker's signed-up staff member, shared by its tests. */
export function staffAccount(): Promise<StaffAccount> {
  account ??= signUpWithCli("api");
  return account;
}

/** An access token of this worker's staff member, for setting up data through the API. */
export async function staffToken(): Promise<string> {
  return (await staffAccount()).accessToken;
}

/**
 * Signs the page's browser in as this worker's staff member through the API (the refresh cookie
 * lands in its context), for journeys about what staff do rather than how they sign in.
 */
export async function signInThroughApi(page: Page): Promise<StaffAccount> {
  const staff = await staffAccount();
  const response = await page.request.post("/graphql", {
    data: {
      query: "mutation ($u: String!, $p: String!) { signIn(username: $u, password: $p) { nextStep } }",
      variables: { u: staff.username, p: staff.password },
    },
  });
  const body = (await response.json()) as GraphQLAnswer<{ signIn: { nextStep: string } }>;
  expect(body.data?.signIn.nextStep, JSON.stringify(body.errors)).toBe("DONE");
  return staff;
}

/** True on the phone project (390 px, touch). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}
