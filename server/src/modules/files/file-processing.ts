import { createHash } from "node:crypto";
import sharp from "sharp";
import { UserInputError } from "../../kernel/errors";
import { AssetKind } from "./asset.entity";
import type { AssetVariant } from "./asset.entity";
import { FALLBACK_MAX_WIDTH, FileMessages, IMAGE_MAX_PIXELS, IMAGE_WIDTHS } from "./file-limits";

interface StoredVariant extends AssetVariant {
  data: Buffer;
}

/** A checked, processed upload, ready to be stored. */
export interface NewAsset {
  kind: AssetKind;
  width: number | null;
  height: number | null;
  variants: StoredVariant[];
}

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "gif", "webp"]);
const WEBP_QUALITY = 80;

function sha256(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/** The widths to make: the standard ones below the image's own width, plus that width (capped), never upscaled. */
function variantWidths(width: number): number[] {
  const top = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  return [...IMAGE_WIDTHS.filter((candidate) => candidate < top), top];
}

/**
 * Checks an upload is really a JPEG, PNG, GIF or WebP by its bytes, then makes WebP variants and a
 * JPEG/PNG fallback. Decoded once; every output is re-encoded from pixels, so no metadata (EXIF GPS
 * included) and nothing smuggled beside the pixels survives.
 */
export async function processImage(bytes: Buffer, field: string): Promise<NewAsset> {
  const refuse = (message: string) => new UserInputError(message, { [field]: message });
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(FileMessages.notAnImage);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw refuse(FileMessages.notAnImage);
  }
  if (metadata.width * (metadata.pageHeight ?? metadata.height) > IMAGE_MAX_PIXELS) {
    throw refuse(FileMessages.imageTooManyPixels);
  }

  const orientedWidth = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  const widths = variantWidths(orientedWidth);
  let pixels: { data: Buffer; info: sharp.OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Truncated or corrupt data that the header check could not see.
    throw refuse(FileMessages.notAnImage);
  }
  const { width, height, channels } = pixels.info;
  const fromPixels = () => sharp(pixels.data, { raw: { width, height, channels } });
  const hasAlpha = channels === 4;

  const encoded = await Promise.all([
    ...widths.map(async (target) => {
      const output = await fromPixels()
        .resize({ width: target })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return variant(`w${target}`, "image/webp", output);
    }),
    (async () => {
      const resized = fromPixels().resize({ width: Math.min(width, FALLBACK_MAX_WIDTH) });
      const output = await (hasAlpha ? resized.png() : resized.jpeg({ quality: WEBP_QUALITY, mozjpeg: true })).toBuffer(
        {
          resolveWithObject: true,
        },
      );
      return variant("fallback", hasAlpha ? "image/png" : "image/jpeg", output);
    })(),
  ]);
  return { kind: AssetKind.image, width, height, variants: encoded };
}

function variant(name: string, contentType: string, output: { data: Buffer; info: sharp.OutputInfo }): StoredVariant {
  return {
    name,
    contentType,
    byteSize: output.data.length,
    sha256: sha256(output.data),
    width: output.info.width,
    height: output.info.height,
    data: output.data,
  };
}

const PDF_HEADER = /^%PDF-[12]\.\d/;
const MARKUP = /<\s*(html|script|body|svg|iframe)\b/i;

/** Checks an upload is really a whole PDF by its bytes: the header first, the end marker last, no markup up front. */
export function processPdf(bytes: Buffer, field: string): NewAsset {
  const head = bytes.subarray(0, 1024).toString("latin1");
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString("latin1");
  if (!PDF_HEADER.test(head) || !tail.includes("%%EOF") || MARKUP.test(head)) {
    throw new UserInputError(FileMessages.notAPdf, { [field]: FileMessages.notAPdf });
  }
  return {
    kind: AssetKind.document,
    width: null,
    height: null,
    variants: [
      {
        name: "document",
        contentType: "application/pdf",
        byteSize: bytes.length,
        sha256: sha256(bytes),
        width: null,
        height: null,
        data: bytes,
      },
    ],
  };
}
