import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * What the site search reads of each kind, weighted (A: title, B: category and place, C: body; bodies
 * are sanitised HTML, whose tags go first). `@` stands for the row: `NEW.` in the trigger, nothing in
 * the backfill.
 */
const VECTORS: Record<string, string> = {
  news: `setweight(to_tsvector('english', @title), 'A') || setweight(to_tsvector('english', @category || ' ' || @excerpt), 'B') || setweight(to_tsvector('english', regexp_replace(@content, '<[^>]*>', ' ', 'g')), 'C')`,
  events: `setweight(to_tsvector('english', @title), 'A') || setweight(to_tsvector('english', @category || ' ' || @location), 'B') || setweight(to_tsvector('english', regexp_replace(@description, '<[^>]*>', ' ', 'g')), 'C')`,
  announcements: `setweight(to_tsvector('english', @title), 'A') || setweight(to_tsvector('english', regexp_replace(@content, '<[^>]*>', ' ', 'g')), 'C')`,
  documents: `setweight(to_tsvector('english', @title), 'A')`,
};

/**
 * The site search's words, kept beside each row in `search_vector` by a trigger on every insert and
 * update, with a GIN index: ranking reads the stored words instead of reading every matching body
 * again. (A generated column would do the same, but TypeORM then wants a metadata table of its own to
 * read the schema.) Only SQL reads the column: no entity loads it.
 */
export class SiteSearch1764800000000 implements MigrationInterface {
  name = "SiteSearch1764800000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, vector] of Object.entries(VECTORS)) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN search_vector tsvector`);
      await queryRunner.query(`
        CREATE FUNCTION ${table}_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.search_vector := ${vector.replace(/@/g, "NEW.")};
          RETURN NEW;
        END $$`);
      await queryRunner.query(
        `CREATE TRIGGER ${table}_search_words BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_search_words()`,
      );
      await queryRunner.query(`UPDATE ${table} SET search_vector = ${vector.replace(/@/g, "")}`);
      await queryRunner.query(`CREATE INDEX ${table}_search ON ${table} USING gin (search_vector)`);
    }
    // Typo tolerance reaches document titles too (news, events and announcements have theirs already).
    await queryRunner.query(`CREATE INDEX documents_title_trgm ON documents USING gin (title gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX documents_title_trgm`);
    for (const table of Object.keys(VECTORS)) {
      await queryRunner.query(`DROP TRIGGER ${table}_search_words ON ${table}`);
      await queryRunner.query(`DROP FUNCTION ${table}_search_words()`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN search_vector`);
    }
  }
}
