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

/** The markdown without its code blocks, where nothing is a link or a heading. */
function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/** The targets of a file's inline links, code spans left out. */
function linkTargets(markdown: string): string[] {
  const prose = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]);
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchors(markdown: string): string[] {
  return [...withoutCodeBlocks(markdown).matchAll(/^#{1,6} (.+)$/gm)].map((match) =>
    match[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/ /g, "-"),
  );
}

/** Why a relative link from `file` leads nowhere: its file is missing, or its heading is. */
function brokenBecause(file: string, target: string): string | null {
  const [targetPath, anchor] = target.split("#");
  const resolved = targetPath ? path.resolve(path.dirname(file), decodeURI(targetPath)) : file;
  if (!fs.existsSync(resolved)) return "no such file";
  if (anchor && resolved.endsWith(".md") && !headingAnchors(fs.readFileSync(resolved, "utf8")).includes(anchor)) {
    return "no such heading";
  }
  return null;
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

describe("the README", () => {
  it("gives the test command CI runs, as CI runs it", () => {
    const ci = fs
      .readFileSync(path.join(repoRoot, ".ci", "run"), "utf8")
      .trim()
      .split("\n")
      .at(-1);
    const readmeLines = fs.readFileSync(path.join(repoRoot, "README.md"), "utf8").split("\n");
    expect(readmeLines.filter((line) => line === ci || line.startsWith(`${ci} `))).toHaveLength(1);
  });
});

describe("the README and docs/", () => {
  it("link only to files and headings that exist", () => {
    const broken = markdownFiles().flatMap((file) =>
      linkTargets(fs.readFileSync(file, "utf8"))
        .filter((target) => !/^(https?:|mailto:)/.test(target))
        .flatMap((target) => {
          const reason = brokenBecause(file, target);
          return reason ? [`${path.relative(repoRoot, file)} → ${target}: ${reason}`] : [];
        }),
    );
    expect(broken).toEqual([]);
  });
});
