import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";

/** A photo-like JPEG (noise compresses badly, like a real photo), optionally carrying EXIF GPS. */
export async function jpeg(
  width: number,
  height: number,
  options: { gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + ((i / 3) | 0) * 31) % 251;
  let image = sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: "PhoneMaker", Model: "Camera 1" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "26/1 11/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "28/1 3/1 0/1" },
    });
  }
  const bytes = await image.toBuffer();
  return options.orientation
    ? sharp(bytes).withMetadata({ orientation: options.orientation }).jpeg({ quality: 90 }).toBuffer()
    : bytes;
}

export function png(width: number, height: number, alpha = false): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 20, g: 60, b: 120, alpha: alpha ? 0.5 : 1 } },
  })
    .png()
    .toBuffer();
}

export function gif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .gif()
    .toBuffer();
}

export function webp(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#27ae60" } })
    .webp()
    .toBuffer();
}

export async function pdf(text = "School fees 2027"): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 24, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

export function dataUrl(bytes: Buffer, type: string): string {
  return `data:${type};base64,${bytes.toString("base64")}`;
}

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
export const htmlAsJpeg = Buffer.from(
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
);
