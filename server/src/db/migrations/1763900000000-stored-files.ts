import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Uploaded files live in PostgreSQL beside the records that use them. Content that pointed at
 * files by URL text now references an asset; no file had been stored before this migration.
 */
export class StoredFiles1763900000000 implements MigrationInterface {
  name = "StoredFiles1763900000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE asset_kind AS ENUM ('image', 'document')`);
    await queryRunner.query(`
      CREATE TABLE assets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind asset_kind NOT NULL,
        width integer,
        height integer,
        variants jsonb NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE asset_files (
        asset_id uuid NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
        variant varchar(20) NOT NULL,
        content_type varchar(100) NOT NULL,
        sha256 char(64) NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (asset_id, variant)
      )`);
    // Already compressed: skip TOAST's pointless compression attempt on every write.
    await queryRunner.query(`ALTER TABLE asset_files ALTER COLUMN data SET STORAGE EXTERNAL`);

    for (const table of ["news", "events"]) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN image`);
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN image_id uuid REFERENCES assets (id) ON DELETE SET NULL`,
      );
      await queryRunner.query(`CREATE INDEX ${table}_image_id ON ${table} (image_id)`);
    }
    await queryRunner.query(`ALTER TABLE gallery_items DROP COLUMN image_url`);
    await queryRunner.query(
      `ALTER TABLE gallery_items ADD COLUMN image_id uuid REFERENCES assets (id) ON DELETE SET NULL`,
    );
    await queryRunner.query(`CREATE INDEX gallery_items_image_id ON gallery_items (image_id)`);

    // A document is its file: rows from before (links without stored bytes) cannot be kept.
    await queryRunner.query(`DELETE FROM documents`);
    await queryRunner.query(`ALTER TABLE documents DROP COLUMN file_url`);
    await queryRunner.query(`ALTER TABLE documents DROP COLUMN size_bytes`);
    await queryRunner.query(
      `ALTER TABLE documents ADD COLUMN file_id uuid NOT NULL REFERENCES assets (id) ON DELETE RESTRICT`,
    );
    await queryRunner.query(`CREATE INDEX documents_file_id ON documents (file_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM documents`);
    await queryRunner.query(`ALTER TABLE documents DROP COLUMN file_id`);
    await queryRunner.query(`ALTER TABLE documents ADD COLUMN file_url text NOT NULL`);
    await queryRunner.query(`ALTER TABLE documents ADD COLUMN size_bytes integer CHECK (size_bytes >= 0)`);
    await queryRunner.query(`ALTER TABLE gallery_items DROP COLUMN image_id`);
    await queryRunner.query(`ALTER TABLE gallery_items ADD COLUMN image_url text`);
    for (const table of ["news", "events"]) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN image_id`);
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN image text`);
    }
    await queryRunner.query(`DROP TABLE asset_files`);
    await queryRunner.query(`DROP TABLE assets`);
    await queryRunner.query(`DROP TYPE asset_kind`);
  }
}
