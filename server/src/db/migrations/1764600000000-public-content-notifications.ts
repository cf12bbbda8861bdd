import type { MigrationInterface, QueryRunner } from "typeorm";

/** The tables whose rows the public pages and the anonymous API show. */
export const PUBLIC_CONTENT_TABLES = [
  "announcements",
  "app_settings",
  "asset_files",
  "assets",
  "documents",
  "events",
  "gallery_albums",
  "gallery_items",
  "news",
  "site_content",
];

/**
 * Every committed change to what the public sees is announced on the `public_content_changed`
 * channel (Postgres NOTIFY), whoever made it: another instance of the server, the admin command or
 * a person at psql. Each instance listens and empties its public caches (server/src/db/change-feed.ts).
 * A statement-level trigger announces once per statement; Postgres delivers at commit, never for a
 * rolled-back change, and folds a transaction's identical announcements into one.
 */
export class PublicContentNotifications1764600000000 implements MigrationInterface {
  name = "PublicContentNotifications1764600000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('public_content_changed', TG_TABLE_NAME);
        RETURN NULL;
      END
      $$`);
    for (const table of PUBLIC_CONTENT_TABLES) {
      await queryRunner.query(`
        CREATE TRIGGER public_content_changed
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of PUBLIC_CONTENT_TABLES) {
      await queryRunner.query(`DROP TRIGGER public_content_changed ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION notify_public_content_changed()`);
  }
}
