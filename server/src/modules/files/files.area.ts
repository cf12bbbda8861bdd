import type { DataSource } from "typeorm";
import { defineArea } from "../../kernel/area";
import { Asset, AssetFile } from "./asset.entity";
import type { AssetStore } from "./asset.store";
import { fileRoutes } from "./file.routes";

interface FilesNeeds {
  dataSource: DataSource;
  /** One store for the whole server: the content areas are handed the same one. */
  assets: AssetStore;
}

/** Uploaded images and PDFs: their bytes in PostgreSQL, served under `/files`; content areas attach them to records. */
export const filesArea = defineArea({
  entities: [Asset, AssetFile],
  publicTables: ["assets", "asset_files"],
  createService: ({ assets }: FilesNeeds) => assets,
  httpRoutes: (assets, { dataSource }) => fileRoutes(assets, dataSource),
});
