import fs from "node:fs";
import path from "node:path";

/** The repository root: the nearest folder above this file whose package.json lists the workspaces. */
function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest) && "workspaces" in (JSON.parse(fs.readFileSync(manifest, "utf8")) as object))
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json with workspaces above ${from}`);
  }
}

const ROOT = repositoryRoot(__dirname);

/** The built site of a checkout, as `npm run build` leaves it: the bench runs it, never its sources. */
export function builtSite(root: string): { root: string; serverMain: string; clientDist: string } {
  return {
    root,
    serverMain: path.join(root, "server", "dist", "main.js"),
    clientDist: path.join(root, "client", "dist"),
  };
}

export const SERVER_MAIN = builtSite(ROOT).serverMain;
/** `npm run admin`'s command line: migrates a database and creates a staff user on it. */
export const SERVER_ADMIN = path.join(ROOT, "server", "dist", "scripts", "admin.js");
export const CLIENT_DIST = builtSite(ROOT).clientDist;
export const THIS_CHECKOUT = ROOT;
/** The baseline server, built beside this file. */
export const BASELINE_SCRIPT = path.join(__dirname, "baseline.js");
