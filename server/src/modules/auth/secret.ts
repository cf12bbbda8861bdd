import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Outside production a JWT secret may be omitted: one is generated once and kept in the data
 * folder, so sessions survive restarts without anyone having to invent a secret.
 */
export function resolveJwtSecret(configured: string | undefined, dataFolder: string): string {
  if (configured) return configured;
  const file = path.join(dataFolder, "jwt-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataFolder, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
