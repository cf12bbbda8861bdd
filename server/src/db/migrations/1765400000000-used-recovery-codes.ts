import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A used recovery code is kept, marked with when it was used, instead of deleted: a second try with it
 * can then be told that it was used, not that it is wrong. Only unused ones count as left.
 */
export class UsedRecoveryCodes1765400000000 implements MigrationInterface {
  name = "UsedRecoveryCodes1765400000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE totp_recovery_codes ADD COLUMN used_at timestamptz(3)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM totp_recovery_codes WHERE used_at IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE totp_recovery_codes DROP COLUMN used_at`);
  }
}
