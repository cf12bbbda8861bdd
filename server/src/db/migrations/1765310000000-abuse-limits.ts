import type { MigrationInterface, QueryRunner } from "typeorm";
import { endPreviewLinks, keepPreviewLinks } from "../content-triggers";

/** Each kind of item with preview links, and its table. */
const PREVIEWED = [
  { kind: "news", table: "news" },
  { kind: "event", table: "events" },
  { kind: "announcement", table: "announcements" },
];

/**
 * Limits on what anonymous requests may cost, and links that must not outlive their purpose:
 * - `request_limits` counts requests per key (a client address, a mailbox) in fixed windows, in the
 *   database so that every instance shares one count;
 * - a sign-in challenge names its step, so the two-factor step's session is a row used up once, like the
 *   new-password step's;
 * - a preview link ends when its item is published (or, when scheduled, once it goes public), deleted or
 *   restored: a trigger, so no path that changes an item (GraphQL, REST, the trash, a script) forgets it.
 */
export class AbuseLimits1765310000000 implements MigrationInterface {
  name = "AbuseLimits1765310000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE request_limits (
        key varchar(400) PRIMARY KEY,
        hits integer NOT NULL,
        window_ends_at timestamptz(3) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX request_limits_window ON request_limits (window_ends_at)`);

    // The default keeps an instance of the previous release working while a new one migrates.
    await queryRunner.query(
      `ALTER TABLE sign_in_challenges ADD COLUMN step varchar(20) NOT NULL DEFAULT 'new-password'`,
    );

    await queryRunner.query(
      `CREATE FUNCTION end_preview_links() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF OLD.deleted_at IS DISTINCT FROM NEW.deleted_at THEN
           UPDATE preview_links SET revoked_at = now()
            WHERE kind = TG_ARGV[0] AND item_id = NEW.id AND revoked_at IS NULL;
         ELSIF NEW.published_at IS NOT NULL AND OLD.published_at IS DISTINCT FROM NEW.published_at THEN
           UPDATE preview_links SET expires_at = least(expires_at, NEW.published_at)
            WHERE kind = TG_ARGV[0] AND item_id = NEW.id AND revoked_at IS NULL;
         END IF;
         RETURN NULL;
       END $$`,
    );
    for (const { kind, table } of PREVIEWED) await endPreviewLinks(queryRunner, table, kind);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of PREVIEWED) await keepPreviewLinks(queryRunner, table);
    await queryRunner.query(`DROP FUNCTION end_preview_links()`);
    await queryRunner.query(`DELETE FROM sign_in_challenges WHERE step <> 'new-password'`);
    await queryRunner.query(`ALTER TABLE sign_in_challenges DROP COLUMN step`);
    await queryRunner.query(`DROP TABLE request_limits`);
  }
}
