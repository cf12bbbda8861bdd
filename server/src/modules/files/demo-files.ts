import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import sharp from "sharp";
import type { EntityManager } from "typeorm";
import type { Asset } from "./asset.entity";
import { PostgresAssetStore } from "./asset.store";
import { processImage, processPdf } from "./file-processing";

/** The school's colours (the client theme's school.900, its gradient ends school.500/.700/.600, accent.400, school.800). */
const NAVY = "#0e1831";
const GRADIENT_ENDS = ["#35518f", "#1d2f5c", "#283f73"];
const ORANGE = "#e07638";
const CREST_INK = "#152347";

/** Where a picture's arcs start, as fractions of its width and height: a corner or an edge's middle. */
const ARC_CENTRES: [number, number][] = [
  [1, 0],
  [1, 0.5],
  [0.5, 1],
  [0, 0],
  [1, 1],
  [0, 1],
  [0, 0.5],
];

/**
 * A calm placeholder standing in for a real photo until staff upload their own, drawn like the bundled
 * slides (client/public/images/slides): a navy gradient, faint orange arcs and a faint crest. The
 * crest sits in the middle, so it survives the crop of any box (a card's 16:9, the gallery's 4:3).
 * Only shapes, no text, so it needs no fonts on the machine.
 */
function demoPicture(index: number, width = 1280, height = 853): Promise<Buffer> {
  const [arcX, arcY] = ARC_CENTRES[index % ARC_CENTRES.length];
  const reach = Math.hypot(width, height);
  const arcs = Array.from({ length: Math.ceil(reach / 88) }, (_, ring) => 128 + ring * 88)
    .map((radius) => `<circle cx="${arcX * width}" cy="${arcY * height}" r="${radius}"/>`)
    .join("");
  // The crest's drawing is 80 by 96 units; scaled to just over half the picture's height.
  const scale = (height * 0.55) / 96;
  const crestX = Math.round((width - 80 * scale) / 2);
  const crestY = Math.round((height - 96 * scale) / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1">
      <stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${GRADIENT_ENDS[index % GRADIENT_ENDS.length]}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <g fill="none" stroke="${ORANGE}" stroke-opacity=".22" stroke-width="3">${arcs}</g>
    <g transform="translate(${crestX} ${crestY}) scale(${scale.toFixed(3)})" opacity=".09">
      <path d="M40 4L74 14V44C74 66 58 82 40 92C22 82 6 66 6 44V14z" fill="#fff" stroke="#fff" stroke-width="4"/>
      <path d="M22 40h36v26c-6-3-12-4-18 0c-6-4-12-3-18 0z" fill="${CREST_INK}"/>
      <path d="M40 16l4 9 10 1-7.5 6.5 2.5 10-9-5.5-9 5.5 2.5-10-7.5-6.5 10-1z" fill="${ORANGE}"/>
    </g>
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

/** Stores demo picture number `index` (where its arcs start and its gradient's end vary with it) in the seed's transaction. */
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
