import fs from "node:fs";
import path from "node:path";
import { startPushService } from "../support/push-service";
import type { ReceivedPush } from "../support/push-service";
import { e2eState, expect } from "./support";

/**
 * The loopback push service (tests/support/push-service.ts), started by global setup in the runner's
 * process: the site's pushes land there, each kept as a file in `dir` for the workers to read.
 */
export async function startPushInbox(
  dir: string,
): Promise<{ origin: string; certFile: string; close: () => Promise<void> }> {
  let received = 0;
  const service = await startPushService({
    onReceived: ({ path: pushPath, headers, body }) => {
      const file = path.join(dir, `${String(++received).padStart(5, "0")}.json`);
      // Written whole, then renamed, so a reader never sees half a push.
      fs.writeFileSync(`${file}.part`, JSON.stringify({ path: pushPath, headers, body: body.toString("base64") }));
      fs.renameSync(`${file}.part`, file);
    },
  });
  return { origin: service.origin, certFile: service.certFile, close: service.close };
}

/**
 * The first push that reached `endpoint` and `matches` (within 20 s): every subscribed browser gets
 * every urgent announcement, the other journeys' too.
 */
export async function pushTo(endpoint: string, matches: (push: ReceivedPush) => boolean): Promise<ReceivedPush> {
  const { dir } = e2eState().pushService;
  const wanted = new URL(endpoint).pathname;
  let found: ReceivedPush | undefined;
  await expect(() => {
    found = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as ReceivedPush & { body: string })
      .filter((push) => push.path === wanted)
      .map((push) => ({ ...push, body: Buffer.from(push.body, "base64") }))
      .find(matches);
    expect(found).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found!;
}
