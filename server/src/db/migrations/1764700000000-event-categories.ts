import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Events get a category ('General' for those there are), so parents can subscribe to one kind of
 * event (term dates, sport) as a calendar of its own.
 */
export class EventCategories1764700000000 implements MigrationInterface {
  name = "EventCategories1764700000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE events ADD COLUMN category varchar(60) NOT NULL DEFAULT 'General'`);
    await queryRunner.query(`CREATE INDEX events_category ON events (category)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX events_category`);
    await queryRunner.query(`ALTER TABLE events DROP COLUMN category`);
  }
}
