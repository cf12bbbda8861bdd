import fs from "node:fs";
import path from "node:path";
import { envSchema, repoRoot } from "../config";

export const CONFIGURATION_DOCS_FILE = path.join(repoRoot, "docs", "configuration.md");

/** A default as it would be written in `.env`: lists comma-separated, paths from the repository's root. */
function envText(value: unknown): string {
  if (Array.isArray(value)) return value.join(",");
  const text = String(value);
  return text.startsWith(repoRoot) ? `<repo>${text.slice(repoRoot.length)}` : text;
}

/** docs/configuration.md: every variable of the config schema with its default and description. */
export function renderConfigurationDocs(): string {
  const sections = Object.entries(envSchema.shape).map(([name, schema]) => {
    if (!schema.description) throw new Error(`${name} has no description in server/src/config.ts`);
    const unset = schema.safeParse(undefined);
    const value = unset.success ? unset.data : undefined;
    const shownDefault = value === undefined ? "unset" : envText(value) === "" ? "empty" : `\`${envText(value)}\``;
    return `## \`${name}\`\n\nDefault: ${shownDefault}.\n\n${schema.description}\n`;
  });
  return [
    "# Configuration",
    "",
    "<!-- Generated from server/src/config.ts by `npm run docs:config`: edit the descriptions there, not here. -->",
    "",
    "The server reads these environment variables once, at start ([`server/src/config.ts`](../server/src/config.ts)),",
    "and an invalid value stops it with a message naming every bad variable. Every variable is optional, except",
    "`JWT_SECRET` in production; one set to an empty string counts as unset.",
    "[`.env.example`](../.env.example) lists them all with their defaults.",
    "",
    ...sections,
  ].join("\n");
}

if (require.main === module) {
  fs.writeFileSync(CONFIGURATION_DOCS_FILE, renderConfigurationDocs());
  console.log(`Wrote ${CONFIGURATION_DOCS_FILE}`);
}
