import type { QueryRunner } from "typeorm";

/**
 * What a new kind of content's migration calls so the shared machinery covers its table. Migrations
 * that ran depend on what these write: change them only in ways that leave those results the same.
 */

/** The columns of each weight the site search reads (A counts most); `html` columns lose their tags first. */
export interface SearchWords {
  A: string[];
  B?: string[];
  C?: string[];
  html?: string[];
}

const vectorOf = ({ html = [], ...weights }: SearchWords, row: string) =>
  Object.entries(weights)
    .map(([weight, columns]) => {
      const text = columns
        .map((column) =>
          html.includes(column) ? `regexp_replace(${row}${column}, '<[^>]*>', ' ', 'g')` : `${row}${column}`,
        )
        .join(", ");
      return `setweight(to_tsvector('english', concat_ws(' ', ${text})), '${weight}')`;
    })
    .join(" || ");

/**
 * Gives `table` the site search's words: a `search_vector` column a trigger keeps on every insert and
 * update, filled for the rows already there, with a GIN index, and a trigram index over `title` for typos.
 */
export async function addSearchWords(queryRunner: QueryRunner, table: string, words: SearchWords): Promise<void> {
  await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN search_vector tsvector`);
  await queryRunner.query(`
    CREATE FUNCTION ${table}_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_vector := ${vectorOf(words, "NEW.")};
      RETURN NEW;
    END $$`);
  await queryRunner.query(
    `CREATE TRIGGER ${table}_search_words BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_search_words()`,
  );
  await queryRunner.query(`UPDATE ${table} SET search_vector = ${vectorOf(words, "")}`);
  await queryRunner.query(`CREATE INDEX ${table}_search ON ${table} USING gin (search_vector)`);
  await queryRunner.query(`CREATE INDEX ${table}_title_trgm ON ${table} USING gin (title gin_trgm_ops)`);
}

/** Undoes `addSearchWords`. */
export async function dropSearchWords(queryRunner: QueryRunner, table: string): Promise<void> {
  await queryRunner.query(`DROP INDEX ${table}_title_trgm`);
  await queryRunner.query(`DROP TRIGGER ${table}_search_words ON ${table}`);
  await queryRunner.query(`DROP FUNCTION ${table}_search_words()`);
  await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN search_vector`);
}

/**
 * Every committed change to `table` is announced on the `public_content_changed` channel, so that every
 * instance empties its public caches (db/change-feed.ts): for a table whose rows the public sees.
 */
export async function announceChanges(queryRunner: QueryRunner, table: string): Promise<void> {
  await queryRunner.query(`
    CREATE TRIGGER public_content_changed
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed()`);
}

/** Undoes `announceChanges`. */
export async function stopAnnouncingChanges(queryRunner: QueryRunner, table: string): Promise<void> {
  await queryRunner.query(`DROP TRIGGER public_content_changed ON ${table}`);
}

/**
 * A kind's preview links end when one of its items in `table` is published (at its publication time),
 * moved to the trash or restored from it: for a table whose area declares `preview`.
 */
export async function endPreviewLinks(queryRunner: QueryRunner, table: string, kind: string): Promise<void> {
  await queryRunner.query(
    `CREATE TRIGGER ${table}_end_preview_links AFTER UPDATE OF published_at, deleted_at ON ${table}
     FOR EACH ROW EXECUTE FUNCTION end_preview_links('${kind}')`,
  );
}

/** Undoes `endPreviewLinks`. */
export async function keepPreviewLinks(queryRunner: QueryRunner, table: string): Promise<void> {
  await queryRunner.query(`DROP TRIGGER ${table}_end_preview_links ON ${table}`);
}
