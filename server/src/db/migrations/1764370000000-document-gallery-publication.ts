import type { MigrationInterface, QueryRunner } from "typeorm";

const TABLES = ["documents", "gallery_items"];

/** Documents and gallery photos get a publication time (none: a draft) and an optional end; every existing one was public. */
export class DocumentGalleryPublication1764370000000 implements MigrationInterface {
  name = "DocumentGalleryPublication1764370000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN published_at timestamptz(3), ADD COLUMN expires_at timestamptz(3)`,
      );
      await queryRunner.query(`UPDATE ${table} SET published_at = created_at`);
      await queryRunner.query(`ALTER TABLE ${table} ALTER COLUMN published_at SET DEFAULT now()`);
      await queryRunner.query(`CREATE INDEX ${table}_published ON ${table} (published_at, expires_at)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`DROP INDEX ${table}_published`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN published_at, DROP COLUMN expires_at`);
    }
  }
}
