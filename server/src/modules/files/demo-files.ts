import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import sharp from "sharp";
import type { EntityManager } from "typeorm";
import type { Asset } from "./asset.entity";
import { PostgresAssetStore } from "./asset.store";
import { processImage, processPdf } from "./file-processing";

/** Colour pairs for generated demo pictures: the school's navy with warm and garden tones. */
const PALETTES: [string, string, string][] = [
  ["#1d3557", "#457b9d", "#f4a261"],
  ["#264653", "#2a9d8f", "#e9c46a"],
  ["#3d2c8d", "#916bbf", "#f6bd60"],
  ["#003049", "#669bbc", "#fdf0d5"],
  ["#283618", "#606c38", "#dda15e"],
  ["#5f0f40", "#9a031e", "#fb8b24"],
];

/**
 * A tasteful abstract picture (sky, hills, sun) standing in for a real photo until staff upload
 * their own; drawn without text, so it needs no fonts on the machine.
 */
function demoPicture(index: number, width = 1280, height = 853): Promise<Buffer> {
  const [deep, middle, warm] = PALETTES[index % PALETTES.length];
  const sunX = Math.round(width * (0.2 + ((index * 0.17) % 0.6)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${middle}"/><stop offset="1" stop-color="${warm}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${Math.round(height * 0.38)}" r="${Math.round(height * 0.12)}" fill="${warm}" opacity="0.9"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.25} ${height * 0.52} ${width * 0.5} ${height * 0.68} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="${deep}" opacity="0.75"/>
    <path d="M0 ${height * 0.82} Q ${width * 0.35} ${height * 0.7} ${width * 0.7} ${height * 0.84} T ${width} ${height * 0.8} V ${height} H 0 Z" fill="${deep}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A one-page PDF with a title and a few lines, as a stand-in for the school's real documents. */
async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  const page = document.addPage([595, 842]);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 56, y: 760, size: 22, font: bold, color: rgb(0.11, 0.21, 0.34) });
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 720 - index * 22, size: 12, font: regular }));
  return Buffer.from(await document.save());
}

/** Stores demo picture number `index` (its colours and sun vary with it) in the seed's transaction. */
export async function storeDemoPicture(manager: EntityManager, index: number): Promise<Asset> {
  return new PostgresAssetStore(manager.connection).save(
    manager,
    await processImage(await demoPicture(index), "image"),
  );
}

/** Stores a one-page demo PDF in the seed's transaction. */
export async function storeDemoPdf(manager: EntityManager, title: string, lines: string[]): Promise<Asset> {
  return new PostgresAssetStore(manager.connection).save(manager, processPdf(await demoPdf(title, lines), "file"));
}
