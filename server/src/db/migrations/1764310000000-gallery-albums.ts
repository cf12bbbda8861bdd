import type { MigrationInterface, QueryRunner } from "typeorm";

/** Gallery albums, the gallery's order set by staff, and alt text written by staff for every photo. */
export class GalleryAlbums1764310000000 implements MigrationInterface {
  name = "GalleryAlbums1764310000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE gallery_albums (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX gallery_albums_name ON gallery_albums (lower(name))`);

    // Deleting an album keeps its photos, in no album.
    await queryRunner.query(
      `ALTER TABLE gallery_items ADD COLUMN album_id uuid REFERENCES gallery_albums (id) ON DELETE SET NULL`,
    );

    // Counting down, so each new photo comes before every photo already placed.
    await queryRunner.query(
      `CREATE SEQUENCE gallery_items_next_position AS integer INCREMENT BY -1 MAXVALUE -1 START WITH -1`,
    );
    await queryRunner.query(`ALTER TABLE gallery_items ADD COLUMN position integer`);
    // Existing photos keep the order visitors saw: newest first.
    await queryRunner.query(`
      UPDATE gallery_items SET position = ranked.position
        FROM (SELECT id, row_number() OVER (ORDER BY date DESC, id DESC) AS position FROM gallery_items) AS ranked
       WHERE gallery_items.id = ranked.id`);
    await queryRunner.query(`
      ALTER TABLE gallery_items
        ALTER COLUMN position SET DEFAULT nextval('gallery_items_next_position'),
        ALTER COLUMN position SET NOT NULL`);
    await queryRunner.query(`ALTER SEQUENCE gallery_items_next_position OWNED BY gallery_items.position`);
    await queryRunner.query(`CREATE INDEX gallery_items_order ON gallery_items (position, id)`);
    await queryRunner.query(`CREATE INDEX gallery_items_album_order ON gallery_items (album_id, position, id)`);

    await queryRunner.query(`ALTER TABLE gallery_items ADD COLUMN alt varchar(300)`);
    // A one-time starting value so no photo is without alt text; staff are asked to write their own from now on.
    await queryRunner.query(`UPDATE gallery_items SET alt = left(title, 300)`);
    await queryRunner.query(`ALTER TABLE gallery_items ALTER COLUMN alt SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE gallery_items DROP COLUMN alt`);
    await queryRunner.query(`DROP INDEX gallery_items_album_order`);
    await queryRunner.query(`DROP INDEX gallery_items_order`);
    await queryRunner.query(`ALTER TABLE gallery_items DROP COLUMN position`);
    await queryRunner.query(`ALTER TABLE gallery_items DROP COLUMN album_id`);
    await queryRunner.query(`DROP TABLE gallery_albums`);
  }
}
