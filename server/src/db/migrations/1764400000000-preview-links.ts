import type { MigrationInterface, QueryRunner } from "typeorm";

/** Shared preview links: each opens one unpublished item to whoever holds it, for 7 days or until revoked. */
export class PreviewLinks1764400000000 implements MigrationInterface {
  name = "PreviewLinks1764400000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE preview_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(20) NOT NULL,
        item_id uuid NOT NULL,
        created_by varchar(320),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        expires_at timestamptz(3) NOT NULL,
        revoked_at timestamptz(3)
      )`);
    await queryRunner.query(`CREATE INDEX preview_links_item ON preview_links (kind, item_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE preview_links`);
  }
}
