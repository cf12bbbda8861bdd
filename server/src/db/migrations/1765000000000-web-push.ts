import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Web Push for urgent announcements: the site's VAPID key pair (made once, by whichever instance needs
 * it first), the browsers that asked for notifications, and an outbox of pushes like the mail outbox,
 * each belonging to an alert send for its delivered and failed counts.
 */
export class WebPush1765000000000 implements MigrationInterface {
  name = "WebPush1765000000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE web_push_keys (
        id smallint PRIMARY KEY CHECK (id = 1),
        public_key varchar(100) NOT NULL,
        private_key varchar(100) NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint varchar(1000) NOT NULL,
        p256dh varchar(100) NOT NULL,
        auth varchar(50) NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX push_subscriptions_endpoint ON push_subscriptions (endpoint)`);
    await queryRunner.query(`
      CREATE TABLE push_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subscription_id uuid REFERENCES push_subscriptions (id) ON DELETE SET NULL,
        payload text NOT NULL,
        batch varchar(80) NOT NULL,
        status varchar(10) NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz(3) NOT NULL,
        last_error varchar(1000),
        sent_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX push_outbox_due ON push_outbox (next_attempt_at) WHERE status = 'queued'`);
    await queryRunner.query(`CREATE INDEX push_outbox_batch ON push_outbox (batch)`);
    await queryRunner.query(`CREATE INDEX push_outbox_subscription ON push_outbox (subscription_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE push_outbox`);
    await queryRunner.query(`DROP TABLE push_subscriptions`);
    await queryRunner.query(`DROP TABLE web_push_keys`);
  }
}
