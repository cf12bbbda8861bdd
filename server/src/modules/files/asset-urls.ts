import type { Asset, AssetVariant } from "./asset.entity";

const EXTENSIONS: Record<string, string> = {
  "image/webp": "webp",
  "image/jpeg": "jpg",
  "image/png": "png",
  "application/pdf": "pdf",
};

export const FILE_ROUTE_PREFIX = "/files";
const HASH_IN_URL = 16;

/** Content-addressed: the URL names the bytes' hash, so a response may be cached forever. */
export function variantUrl(asset: Asset, variant: AssetVariant): string {
  return `${FILE_ROUTE_PREFIX}/${asset.id}/${variant.name}.${variant.sha256.slice(0, HASH_IN_URL)}.${EXTENSIONS[variant.contentType]}`;
}

/** Parses the last path segment of a file URL: variant name, hash prefix. */
export function parseFileName(fileName: string): { variant: string; hashPrefix: string } | null {
  const match = /^([a-z0-9]{1,20})\.([0-9a-f]{16})\.(webp|jpg|png|pdf)$/.exec(fileName);
  return match ? { variant: match[1], hashPrefix: match[2] } : null;
}

function findVariant(asset: Asset, name: string): AssetVariant | undefined {
  return asset.variants.find((variant) => variant.name === name);
}

export function fallbackUrl(asset: Asset | null | undefined): string | null {
  const fallback = asset && (findVariant(asset, "fallback") ?? findVariant(asset, "document"));
  return asset && fallback ? variantUrl(asset, fallback) : null;
}
