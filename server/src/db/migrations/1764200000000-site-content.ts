import type { MigrationInterface, QueryRunner } from "typeorm";

export class SiteContent1764200000000 implements MigrationInterface {
  name = "SiteContent1764200000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    // A page without a row shows its defaults (the spec's texts and the SCHOOL_* values) until first saved.
    await queryRunner.query(`
      CREATE TABLE site_content (
        page varchar(40) PRIMARY KEY,
        content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object'),
        version integer NOT NULL CHECK (version > 0),
        updated_at timestamptz(3) NOT NULL,
        updated_by varchar(320)
      )`);
    await queryRunner.query(`
      CREATE TABLE site_content_revisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        page varchar(40) NOT NULL,
        version integer NOT NULL CHECK (version >= 0),
        content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object'),
        saved_at timestamptz(3) NOT NULL DEFAULT now(),
        saved_by varchar(320)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX site_content_revisions_page_version ON site_content_revisions (page, version)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE site_content_revisions`);
    await queryRunner.query(`DROP TABLE site_content`);
  }
}
