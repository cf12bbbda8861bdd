import type { MigrationInterface, QueryRunner } from "typeorm";

export class ContactMessages1764050000000 implements MigrationInterface {
  name = "ContactMessages1764050000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(40) NOT NULL
          CHECK (subject IN ('Admissions', 'Academic Inquiry', 'Events', 'Careers', 'Other')),
        message text NOT NULL,
        read_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX contact_messages_newest_first ON contact_messages (created_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX contact_messages_unread ON contact_messages (created_at DESC) WHERE read_at IS NULL`,
    );

    // Per-address counters live in Postgres, so the limit holds across restarts and instances.
    await queryRunner.query(`
      CREATE TABLE contact_rate_limits (
        address varchar(64) PRIMARY KEY,
        attempts integer NOT NULL,
        window_ends_at timestamptz(3) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX contact_rate_limits_window ON contact_rate_limits (window_ends_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contact_rate_limits`);
    await queryRunner.query(`DROP TABLE contact_messages`);
  }
}
