import type { MigrationInterface, QueryRunner } from "typeorm";

/** The five kinds of content a delete moves to the trash. */
const TRASHABLE = ["news", "events", "announcements", "documents", "gallery_items"];

/** Deleting news, events, announcements, documents and gallery photos moves them to the trash: when, and by whom. */
export class Trash1764390000000 implements MigrationInterface {
  name = "Trash1764390000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TRASHABLE) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN deleted_at timestamptz(3), ADD COLUMN deleted_by varchar(320)`,
      );
      // The trash screen and the nightly purge read only the few trashed rows.
      await queryRunner.query(`CREATE INDEX ${table}_trashed ON ${table} (deleted_at) WHERE deleted_at IS NOT NULL`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TRASHABLE) {
      // Without the column a trashed item would be back on the site.
      await queryRunner.query(`DELETE FROM ${table} WHERE deleted_at IS NOT NULL`);
      await queryRunner.query(`DROP INDEX ${table}_trashed`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN deleted_at, DROP COLUMN deleted_by`);
    }
  }
}
