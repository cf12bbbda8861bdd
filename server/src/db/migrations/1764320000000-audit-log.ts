import type { MigrationInterface, QueryRunner } from "typeorm";

/** The audit log: every write, sign-in and account change, kept one year. */
export class AuditLog1764320000000 implements MigrationInterface {
  name = "AuditLog1764320000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        at timestamptz(3) NOT NULL,
        actor varchar(320),
        action varchar(40) NOT NULL,
        subject_type varchar(80) NOT NULL,
        subject_id varchar(200),
        summary text NOT NULL,
        changes jsonb NOT NULL DEFAULT '[]',
        client_address varchar(100)
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_entries_at" ON audit_entries (at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit_entries`);
  }
}
