import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Staff roles (administrator or editor), the last sign-in, and invitations by e-mail. Everyone who
 * could sign in before could do everything, so existing accounts become administrators.
 */
export class StaffRoles1764420000000 implements MigrationInterface {
  name = "StaffRoles1764420000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE user_role AS ENUM ('ADMINISTRATOR', 'EDITOR')`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN role user_role NOT NULL DEFAULT 'ADMINISTRATOR'`);
    // Every new account names its role.
    await queryRunner.query(`ALTER TABLE users ALTER COLUMN role DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz(3)`);
    await queryRunner.query(`ALTER TYPE user_status ADD VALUE 'INVITED'`);
    // Only a SHA-256 of each invitation's token is kept; a new invitation replaces the user's earlier one.
    await queryRunner.query(`
      CREATE TABLE staff_invitations (
        token_hash char(64) PRIMARY KEY,
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz(3) NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE staff_invitations`);
    // PostgreSQL cannot drop an enum value: the type is rebuilt without it, and invitees who never came are removed.
    await queryRunner.query(`DELETE FROM users WHERE status = 'INVITED'`);
    await queryRunner.query(`ALTER TYPE user_status RENAME TO user_status_old`);
    await queryRunner.query(`CREATE TYPE user_status AS ENUM ('FORCE_CHANGE_PASSWORD', 'CONFIRMED', 'DISABLED')`);
    await queryRunner.query(`ALTER TABLE users ALTER COLUMN status TYPE user_status USING status::text::user_status`);
    await queryRunner.query(`DROP TYPE user_status_old`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN last_sign_in_at, DROP COLUMN role`);
    await queryRunner.query(`DROP TYPE user_role`);
  }
}
