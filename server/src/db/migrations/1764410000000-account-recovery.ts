import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Password reset by an e-mailed code, and what the "My account" screen shows of each sign-in: the
 * device's user agent, the address it came from and when it was last used.
 */
export class AccountRecovery1764410000000 implements MigrationInterface {
  name = "AccountRecovery1764410000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    // One live code per user (a new request replaces it); only its bcrypt hash is kept.
    await queryRunner.query(`
      CREATE TABLE password_reset_codes (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        code_hash varchar(60) NOT NULL,
        expires_at timestamptz(3) NOT NULL,
        failed_attempts integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`ALTER TABLE auth_sessions ADD COLUMN user_agent varchar(512)`);
    await queryRunner.query(`ALTER TABLE auth_sessions ADD COLUMN client_address varchar(64)`);
    // Null until the first refresh: a session not refreshed yet was last used when it began.
    await queryRunner.query(`ALTER TABLE auth_sessions ADD COLUMN last_used_at timestamptz(3)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE auth_sessions DROP COLUMN last_used_at, DROP COLUMN client_address, DROP COLUMN user_agent`,
    );
    await queryRunner.query(`DROP TABLE password_reset_codes`);
  }
}
