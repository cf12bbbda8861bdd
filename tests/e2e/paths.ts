import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");
export const CHROMIUM = "/usr/bin/chromium";
export const MAIN_SCRIPT = path.join(ROOT, "server/dist/main.js");
export const CLIENT_INDEX = path.join(ROOT, "client/dist/index.html");
export const ADMIN_SCRIPT = path.join(ROOT, "server/dist/scripts/admin.js");
export const SCREENSHOT_DIR = path.join(ROOT, "screenshots");

/** What global-setup tells the tests (in E2E_STATE): where the server is and how to reach its database. */
export interface E2EState {
  baseUrl: string;
  /** The server's environment (also what the admin CLI needs to reach the same database). */
  env: Record<string, string>;
  /** The temporary password the first start printed for `admin` (embedded database only). */
  adminPassword: string | null;
  /** Where the loopback SMTP server (tests/e2e/mailbox.ts) keeps what the site sent, a file per message. */
  mailDir: string;
  /** The loopback push service (tests/e2e/push-inbox.ts): its origin, and where it keeps each push as a file. */
  pushService: { origin: string; dir: string };
}
