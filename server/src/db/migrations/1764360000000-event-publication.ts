import type { MigrationInterface, QueryRunner } from "typeorm";

/** Events get a publication time (none: a draft) and an optional end; every existing one was public. */
export class EventPublication1764360000000 implements MigrationInterface {
  name = "EventPublication1764360000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE events ADD COLUMN published_at timestamptz(3), ADD COLUMN expires_at timestamptz(3)`,
    );
    await queryRunner.query(`UPDATE events SET published_at = created_at`);
    await queryRunner.query(`ALTER TABLE events ALTER COLUMN published_at SET DEFAULT now()`);
    await queryRunner.query(`CREATE INDEX events_published ON events (published_at, expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX events_published`);
    await queryRunner.query(`ALTER TABLE events DROP COLUMN published_at, DROP COLUMN expires_at`);
  }
}
