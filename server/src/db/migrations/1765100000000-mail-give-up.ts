import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * When the outbox stops retrying a message: it used to give up after 8 tries (about two hours), so a mail
 * server down for an afternoon lost mail. Messages already queued get the week that new ones get.
 */
export class MailGiveUp1765100000000 implements MigrationInterface {
  name = "MailGiveUp1765100000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN give_up_at timestamptz(3)`);
    await queryRunner.query(`UPDATE mail_outbox SET give_up_at = created_at + interval '7 days'`);
    await queryRunner.query(`ALTER TABLE mail_outbox ALTER COLUMN give_up_at SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN give_up_at`);
  }
}
