import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * News articles get a publication time (none: a draft) and an optional end. Every existing one was public,
 * and a row written without one (the original REST shape, bulk loads) is public from when it is written.
 */
export class NewsPublication1764340000000 implements MigrationInterface {
  name = "NewsPublication1764340000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE news ADD COLUMN published_at timestamptz(3), ADD COLUMN expires_at timestamptz(3)`,
    );
    await queryRunner.query(`UPDATE news SET published_at = created_at`);
    await queryRunner.query(`ALTER TABLE news ALTER COLUMN published_at SET DEFAULT now()`);
    await queryRunner.query(`CREATE INDEX news_published ON news (published_at, expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX news_published`);
    await queryRunner.query(`ALTER TABLE news DROP COLUMN published_at, DROP COLUMN expires_at`);
  }
}
