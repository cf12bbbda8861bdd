import type { MigrationInterface, QueryRunner } from "typeorm";

export class StaffAccounts1763800000000 implements MigrationInterface {
  name = "StaffAccounts1763800000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE user_status AS ENUM ('FORCE_CHANGE_PASSWORD', 'CONFIRMED', 'DISABLED')`);
    // Sign-in takes a username or an e-mail: only e-mails contain '@', so the two never collide.
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(64) NOT NULL CHECK (position('@' in username) = 0),
        email varchar(254) CHECK (position('@' in email) > 0),
        password_hash varchar(60) NOT NULL,
        status user_status NOT NULL,
        temporary_password_expires_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_username_lower ON users (lower(username))`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_lower ON users (lower(email))`);

    // One row per sign-in (a refresh-token family): revoking it ends every token of that sign-in.
    await queryRunner.query(`
      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz(3) NOT NULL,
        revoked_at timestamptz(3),
        created_at timestamptz(3) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX auth_sessions_user ON auth_sessions (user_id)`);

    // Only a SHA-256 of each refresh token is kept; replaced_at marks one already rotated away.
    await queryRunner.query(`
      CREATE TABLE refresh_tokens (
        token_hash char(64) PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
        created_at timestamptz(3) NOT NULL,
        replaced_at timestamptz(3)
      )`);
    await queryRunner.query(`CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id)`);

    await queryRunner.query(`
      CREATE TABLE sign_in_challenges (
        session_hash char(64) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz(3) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX sign_in_challenges_user ON sign_in_challenges (user_id)`);
    await queryRunner.query(`CREATE INDEX sign_in_challenges_expiry ON sign_in_challenges (expires_at)`);

    // Brute-force counters live here rather than in memory, so they hold across restarts and instances.
    await queryRunner.query(`
      CREATE TABLE sign_in_failures (
        key varchar(300) PRIMARY KEY,
        failures integer NOT NULL,
        last_failure_at timestamptz(3) NOT NULL,
        locked_until timestamptz(3)
      )`);
    await queryRunner.query(`CREATE INDEX sign_in_failures_last ON sign_in_failures (last_failure_at)`);
    await queryRunner.query(`
      CREATE TABLE sign_in_address_failures (
        address varchar(64) PRIMARY KEY,
        failures integer NOT NULL,
        window_ends_at timestamptz(3) NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX sign_in_address_failures_window ON sign_in_address_failures (window_ends_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sign_in_address_failures`);
    await queryRunner.query(`DROP TABLE sign_in_failures`);
    await queryRunner.query(`DROP TABLE sign_in_challenges`);
    await queryRunner.query(`DROP TABLE refresh_tokens`);
    await queryRunner.query(`DROP TABLE auth_sessions`);
    await queryRunner.query(`DROP TABLE users`);
    await queryRunner.query(`DROP TYPE user_status`);
  }
}
