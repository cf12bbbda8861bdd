import type { MigrationInterface, QueryRunner } from "typeorm";

/** The columns that hold rich text from now on (table, column). */
const RICH_TEXT_COLUMNS = [
  ["news", "content"],
  ["events", "description"],
  ["announcements", "content"],
] as const;

// Text between tags needs no quotes escaped; escaping as the sanitiser does keeps its output unchanged on a save.
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (char) => HTML_ESCAPES[char]);

/**
 * Plain text as the panel used to store it, as HTML: escaped, blank-line-separated blocks become
 * paragraphs, single line breaks become `<br>`. Kept here, frozen, so later changes elsewhere
 * cannot change what this migration did.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map(
      (block) =>
        `<p>${block
          .split(/[ \t]*\n[ \t]*/)
          .map(escapeHtml)
          .join("<br />")}</p>`,
    )
    .join("");
}

const HTML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };

/**
 * Back to plain text, for `down`: blocks and list items end a line (blocks with a blank line), line
 * breaks stay, tags go, the entities the sanitiser writes are decoded.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h2|h3|blockquote|ul|ol)>/gi, "\n\n")
    .replace(/<li>/gi, "\n• ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => HTML_ENTITIES[name])
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** News content, event descriptions and announcements become HTML, sanitised on every save from now on. */
export class RichText1764300000000 implements MigrationInterface {
  name = "RichText1764300000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await convert(queryRunner, plainTextToHtml);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await convert(queryRunner, htmlToPlainText);
  }
}

async function convert(queryRunner: QueryRunner, change: (text: string) => string): Promise<void> {
  for (const [table, column] of RICH_TEXT_COLUMNS) {
    const rows = (await queryRunner.query(`SELECT id, ${column} AS text FROM ${table}`)) as {
      id: string;
      text: string;
    }[];
    // The content changes form, not meaning: updated_at stays, so nothing looks newly edited.
    for (const row of rows) {
      await queryRunner.query(`UPDATE ${table} SET ${column} = $1 WHERE id = $2`, [change(row.text), row.id]);
    }
  }
}
