import type { MigrationInterface, QueryRunner } from "typeorm";

export class InitialContent1763700000000 implements MigrationInterface {
  name = "InitialContent1763700000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    // Trigram indexes make the public case-insensitive substring searches (ILIKE '%term%') fast.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await queryRunner.query(`
      CREATE TABLE news (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        excerpt text NOT NULL,
        content text NOT NULL,
        date date NOT NULL,
        category varchar(100) NOT NULL,
        image text,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX news_newest_first ON news (date DESC, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX news_category ON news (category)`);
    await queryRunner.query(`CREATE INDEX news_title_trgm ON news USING gin (title gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX news_excerpt_trgm ON news USING gin (excerpt gin_trgm_ops)`);

    await queryRunner.query(`
      CREATE TABLE events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        description text NOT NULL,
        date date NOT NULL,
        time varchar(40) NOT NULL,
        location varchar(200) NOT NULL,
        image text,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX events_by_date ON events (date, created_at, id)`);
    await queryRunner.query(`CREATE INDEX events_title_trgm ON events USING gin (title gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX events_description_trgm ON events USING gin (description gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX events_location_trgm ON events USING gin (location gin_trgm_ops)`);

    await queryRunner.query(`CREATE TYPE announcement_priority AS ENUM ('high', 'medium', 'low')`);
    await queryRunner.query(`
      CREATE TABLE announcements (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        content text NOT NULL,
        date date NOT NULL,
        priority announcement_priority NOT NULL,
        requested_priority announcement_priority,
        urgent boolean NOT NULL DEFAULT false,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX announcements_newest_first ON announcements (date DESC, created_at DESC, id DESC)`,
    );
    await queryRunner.query(`CREATE INDEX announcements_title_trgm ON announcements USING gin (title gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE INDEX announcements_content_trgm ON announcements USING gin (content gin_trgm_ops)`,
    );

    await queryRunner.query(`
      CREATE TABLE documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        file_url text NOT NULL,
        size_bytes integer CHECK (size_bytes >= 0),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX documents_newest_first ON documents (created_at DESC, id DESC)`);

    await queryRunner.query(`
      CREATE TABLE gallery_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        description text NOT NULL DEFAULT '',
        image_url text,
        date timestamptz(3) NOT NULL DEFAULT now(),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX gallery_items_newest_first ON gallery_items (date DESC, id DESC)`);

    // Facts about this installation, e.g. that demo content was seeded once (and must not return).
    await queryRunner.query(`
      CREATE TABLE app_settings (
        key varchar(100) PRIMARY KEY,
        value text NOT NULL,
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE app_settings`);
    await queryRunner.query(`DROP TABLE gallery_items`);
    await queryRunner.query(`DROP TABLE documents`);
    await queryRunner.query(`DROP TABLE announcements`);
    await queryRunner.query(`DROP TYPE announcement_priority`);
    await queryRunner.query(`DROP TABLE events`);
    await queryRunner.query(`DROP TABLE news`);
  }
}
