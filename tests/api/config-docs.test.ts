import fs from "node:fs";
import path from "node:path";
import { envSchema, repoRoot } from "../../server/src/config";
import { CONFIGURATION_DOCS_FILE, renderConfigurationDocs } from "../../server/src/scripts/config-docs";

const VARIABLES = Object.keys(envSchema.shape);

/** The markdown a newcomer reads: the README and everything under docs/. */
function markdownFiles(): string[] {
  const docs = fs
    .readdirSync(path.join(repoRoot, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join(repoRoot, "docs", file));
  return [path.join(repoRoot, "README.md"), ...docs];
}

/** The targets of a file's inline links, code blocks and code spans left out. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]);
}

describe("docs/configuration.md", () => {
  it("is what `npm run docs:config` renders from the config schema", () => {
    expect(fs.readFileSync(CONFIGURATION_DOCS_FILE, "utf8")).toBe(renderConfigurationDocs());
  });

  it("describes every variable with its default", () => {
    const docs = renderConfigurationDocs();
    for (const name of VARIABLES) expect(docs).toMatch(new RegExp(`## \`${name}\`\\n\\nDefault: .+\\.\\n\\n\\S`));
  });
});

describe(".env.example", () => {
  it("lists every variable the server reads, and no other", () => {
    const example = fs.readFileSync(path.join(repoRoot, ".env.example"), "utf8");
    const listed = [...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...VARIABLES].sort());
  });
});

describe("the README and docs/", () => {
  it("link only to files that exist", () => {
    const broken = markdownFiles().flatMap((file) =>
      linkTargets(fs.readFileSync(file, "utf8"))
        .filter((target) => !/^(https?:|mailto:|#)/.test(target))
        .filter((target) => !fs.existsSync(path.resolve(path.dirname(file), decodeURI(target.split("#")[0]))))
        .map((target) => `${path.relative(repoRoot, file)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
