import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * E-mail alerts for parents: the subscribers (an address, what they want, whether they confirmed it),
 * what was sent to them (once per urgent announcement, once per weekly digest), and in the outbox which
 * send a message belongs to, for its delivered and failed counts.
 */
export class EmailAlerts1764900000000 implements MigrationInterface {
  name = "EmailAlerts1764900000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE alert_subscribers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(320) NOT NULL,
        token varchar(64) NOT NULL,
        urgent boolean NOT NULL DEFAULT true,
        digest boolean NOT NULL DEFAULT true,
        confirmed_at timestamptz(3),
        confirmation_sent_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX alert_subscribers_email ON alert_subscribers (lower(email))`);
    await queryRunner.query(`CREATE UNIQUE INDEX alert_subscribers_token ON alert_subscribers (token)`);
    await queryRunner.query(`
      CREATE TABLE alert_sends (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(20) NOT NULL,
        reference varchar(80) NOT NULL,
        subject varchar(300) NOT NULL,
        recipients integer NOT NULL DEFAULT 0,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX alert_sends_once ON alert_sends (kind, reference)`);
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN batch varchar(80)`);
    await queryRunner.query(`CREATE INDEX mail_outbox_batch ON mail_outbox (batch) WHERE batch IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN batch`);
    await queryRunner.query(`DROP TABLE alert_sends`);
    await queryRunner.query(`DROP TABLE alert_subscribers`);
  }
}
