import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Two-factor sign-in with an authenticator app (TOTP): each account's secret, the step of the last
 * code it accepted (a code is never taken twice), its one-time recovery codes, and the one setting
 * with which administrators require it of every staff member.
 */
export class TwoFactor1764500000000 implements MigrationInterface {
  name = "TwoFactor1764500000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    // The pending secret is the one shown while enrolling, until a code from it is confirmed.
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN totp_secret varchar(64),
        ADD COLUMN totp_enabled_at timestamptz(3),
        ADD COLUMN totp_pending_secret varchar(64),
        ADD COLUMN totp_last_step bigint,
        ADD CONSTRAINT users_totp_enabled CHECK ((totp_secret IS NULL) = (totp_enabled_at IS NULL))`);
    // Only the SHA-256 of each code is kept; a used code is deleted.
    await queryRunner.query(`
      CREATE TABLE totp_recovery_codes (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        PRIMARY KEY (user_id, code_hash)
      )`);
    await queryRunner.query(`
      CREATE TABLE security_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        require_two_factor boolean NOT NULL DEFAULT false,
        updated_at timestamptz(3)
      )`);
    await queryRunner.query(`INSERT INTO security_settings (id) VALUES (1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE security_settings`);
    await queryRunner.query(`DROP TABLE totp_recovery_codes`);
    await queryRunner.query(`
      ALTER TABLE users DROP CONSTRAINT users_totp_enabled, DROP COLUMN totp_last_step,
        DROP COLUMN totp_pending_secret, DROP COLUMN totp_enabled_at, DROP COLUMN totp_secret`);
  }
}
