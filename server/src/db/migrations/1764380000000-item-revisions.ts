import type { MigrationInterface, QueryRunner } from "typeorm";

const VERSIONED_TABLES = ["news", "events", "announcements", "documents", "gallery_items"];

/**
 * News, events, announcements, documents and gallery photos get a version (every existing one starts at 1)
 * and who saved it; their earlier versions are kept in one table, with the picture or file each named.
 */
export class ItemRevisions1764380000000 implements MigrationInterface {
  name = "ItemRevisions1764380000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of VERSIONED_TABLES)
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN version integer NOT NULL DEFAULT 1, ADD COLUMN updated_by varchar(320)`,
      );
    await queryRunner.query(`
      CREATE TABLE item_revisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(40) NOT NULL,
        item_id uuid NOT NULL,
        version integer NOT NULL,
        snapshot jsonb NOT NULL,
        saved_at timestamptz(3) NOT NULL,
        saved_by varchar(320),
        -- A foreign key, so the nightly pruning of unused pictures keeps a picture an earlier version shows.
        asset_id uuid REFERENCES assets (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX item_revisions_item_version ON item_revisions (kind, item_id, version)`,
    );
    await queryRunner.query(`CREATE INDEX item_revisions_asset ON item_revisions (asset_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE item_revisions`);
    for (const table of VERSIONED_TABLES)
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN version, DROP COLUMN updated_by`);
  }
}
