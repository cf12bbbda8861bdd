import type { MigrationInterface, QueryRunner } from "typeorm";

/** The e-mail outbox: messages are written with the change that causes them and sent in the background. */
export class MailOutbox1764330000000 implements MigrationInterface {
  name = "MailOutbox1764330000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient varchar(320) NOT NULL,
        subject varchar(300) NOT NULL,
        text text NOT NULL,
        html text,
        headers jsonb NOT NULL DEFAULT '{}',
        status varchar(10) NOT NULL DEFAULT 'queued',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz(3) NOT NULL,
        last_error text,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        sent_at timestamptz(3)
      )`);
    await queryRunner.query(`CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE mail_outbox`);
  }
}
