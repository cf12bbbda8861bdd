import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Announcements get a publication time (none: a draft) and an optional end, so an urgent notice can
 * come down by itself. Every existing one was public; one written without a time is public at once.
 */
export class AnnouncementPublication1764350000000 implements MigrationInterface {
  name = "AnnouncementPublication1764350000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE announcements ADD COLUMN published_at timestamptz(3), ADD COLUMN expires_at timestamptz(3)`,
    );
    await queryRunner.query(`UPDATE announcements SET published_at = created_at`);
    await queryRunner.query(`ALTER TABLE announcements ALTER COLUMN published_at SET DEFAULT now()`);
    await queryRunner.query(`CREATE INDEX announcements_published ON announcements (published_at, expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX announcements_published`);
    await queryRunner.query(`ALTER TABLE announcements DROP COLUMN published_at, DROP COLUMN expires_at`);
  }
}
