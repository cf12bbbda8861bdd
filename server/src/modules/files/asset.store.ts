import type { DataSource, EntityManager } from "typeorm";
import { Asset, AssetFile } from "./asset.entity";
import type { NewAsset } from "./file-processing";

/**
 * Where file bytes live. Writes take the caller's transaction, so a record and its file are
 * stored, or removed, together: no orphaned bytes after a failure.
 */
export interface AssetStore {
  save(manager: EntityManager, asset: NewAsset): Promise<Asset>;
  remove(manager: EntityManager, assetId: string): Promise<void>;
  read(assetId: string, variant: string): Promise<AssetFile | null>;
  /**
   * Removes pictures stored before `before` that nothing uses: no row of any table points at them and
   * none of `usedBy` (SQL queries answering asset ids, such as the ids a page's JSON names) lists them.
   */
  pruneUnusedImages(before: Date, usedBy: string[]): Promise<number>;
}

/** Bytes in PostgreSQL beside their records: every instance sees them, one pg_dump backs up everything. */
export class PostgresAssetStore implements AssetStore {
  constructor(private readonly dataSource: DataSource) {}

  async save(manager: EntityManager, asset: NewAsset): Promise<Asset> {
    const saved = await manager.save(
      manager.create(Asset, {
        kind: asset.kind,
        width: asset.width,
        height: asset.height,
        variants: asset.variants.map(({ data: _bytes, ...variant }) => variant),
      }),
    );
    await manager.insert(
      AssetFile,
      asset.variants.map((variant) => ({
        assetId: saved.id,
        variant: variant.name,
        contentType: variant.contentType,
        sha256: variant.sha256,
        data: variant.data,
      })),
    );
    return saved;
  }

  async remove(manager: EntityManager, assetId: string): Promise<void> {
    await manager.delete(Asset, { id: assetId });
  }

  read(assetId: string, variant: string): Promise<AssetFile | null> {
    return this.dataSource.getRepository(AssetFile).findOneBy({ assetId, variant });
  }

  async pruneUnusedImages(before: Date, usedBy: string[]): Promise<number> {
    // Every foreign key to assets counts, so a table added later keeps its pictures without being listed here.
    const references: { tbl: string; col: string }[] = await this.dataSource.query(`
      SELECT c.conrelid::regclass::text AS tbl, quote_ident(a.attname) AS col
        FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       WHERE c.contype = 'f' AND c.confrelid = 'assets'::regclass AND c.conrelid <> 'asset_files'::regclass`);
    const unreferenced = [
      ...references.map(({ tbl, col }) => `NOT EXISTS (SELECT 1 FROM ${tbl} r WHERE r.${col} = a.id)`),
      ...usedBy.map((query) => `a.id NOT IN (SELECT used.id FROM (${query}) AS used(id) WHERE used.id IS NOT NULL)`),
    ];
    const [, removed]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM assets a WHERE a.kind = 'image' AND a.created_at < $1 ${unreferenced.map((clause) => `AND ${clause}`).join(" ")}`,
      [before],
    );
    return removed;
  }
}
