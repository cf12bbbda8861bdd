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
}
