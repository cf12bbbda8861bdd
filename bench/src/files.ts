import sharp from "sharp";
import { fmt, ms } from "./format";
import { failures, measureLoad } from "./load";
import type { LoadFigures } from "./load";
import type { Target } from "./results";

// Uploading a phone-camera-sized JPEG through GraphQL multipart, and serving one of its variants.

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;
const PHOTO_TARGET_BYTES = 4_000_000;
// Uploads must stay under the server's 5 MB image limit, and "about 4 MB" allows a little either way.
const PHOTO_MIN_BYTES = 3_700_000;
const PHOTO_MAX_BYTES = 4_400_000;
const SERVED_WIDTH = 640;
const BENCH_PASSWORD = "Bench-Upload-2026!";
const UPLOADS = 5;

const FILES_TARGETS = { variantRequestsPerSecond: 2000, uploadMs: 2000 };

const UPLOAD = `mutation BenchUpload($input: GalleryItemInput!) {
  createGalleryItem(input: $input) { id responsiveImage { src srcset width height } }
}`;

const SIGN_IN = `mutation ($username: String!, $password: String!) {
  signIn(username: $username, password: $password) { nextStep session signedIn { accessToken } }
}`;
const CONFIRM = `mutation ($session: String!, $newPassword: String!) {
  confirmSignInWithNewPassword(session: $session, newPassword: $newPassword) { nextStep signedIn { accessToken } }
}`;

export interface UploadTimes {
  photoBytes: number;
  timesMs: number[];
  /** The served WebP variant of the last upload. */
  variantPath: string;
}

export interface ServingFigures extends LoadFigures {
  /** The variant's size. */
  bytes: number;
}

export interface FilesResult {
  photo: { bytes: number; width: number; height: number };
  uploads: UploadTimes & { medianMs: number; maxMs: number };
  serving: ServingFigures;
  targets: Target[];
}

/**
 * A photo-like JPEG of about 4 MB: gradients, waves and sensor-like noise compress the way a camera
 * picture does, unlike a flat image; the quality is tuned until the file lands near the target size.
 */
export async function samplePhoto(): Promise<Buffer> {
  const raw = Buffer.alloc(PHOTO_WIDTH * PHOTO_HEIGHT * 3);
  let seed = 20_260_101;
  for (let y = 0; y < PHOTO_HEIGHT; y += 1) {
    for (let x = 0; x < PHOTO_WIDTH; x += 1) {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      const noise = ((seed >>> 16) & 63) - 32;
      const i = (y * PHOTO_WIDTH + x) * 3;
      raw[i] = clamp((x * 255) / PHOTO_WIDTH + noise + 40 * Math.sin(y / 90));
      raw[i + 1] = clamp((y * 255) / PHOTO_HEIGHT + noise + 40 * Math.sin(x / 70));
      raw[i + 2] = clamp(128 + 80 * Math.sin((x + y) / 150) + noise);
    }
  }
  let low = 50;
  let high = 95;
  let best: Buffer | undefined;
  while (low <= high) {
    const quality = Math.round((low + high) / 2);
    const jpeg = await sharp(raw, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (!best || Math.abs(jpeg.length - PHOTO_TARGET_BYTES) < Math.abs(best.length - PHOTO_TARGET_BYTES)) best = jpeg;
    if (jpeg.length >= PHOTO_MIN_BYTES && jpeg.length <= PHOTO_MAX_BYTES) return jpeg;
    if (jpeg.length < PHOTO_MIN_BYTES) low = quality + 1;
    else high = quality - 1;
  }
  if (!best || best.length >= 5_000_000) throw new Error("could not make a sample JPEG under 5 MB");
  return best;
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

async function graphql<T>(baseUrl: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data)
    throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

/** Signs in as a user made by `UserService.create` (as `npm run admin -- create` does) and sets a password. */
export async function signInStaff(baseUrl: string, username: string, temporaryPassword: string): Promise<string> {
  type Step = { nextStep: string; session?: string | null; signedIn?: { accessToken: string } | null };
  const { signIn } = await graphql<{ signIn: Step }>(baseUrl, SIGN_IN, { username, password: temporaryPassword });
  if (!signIn.session) throw new Error(`signIn answered no session (next step ${signIn.nextStep})`);
  const { confirmSignInWithNewPassword: confirmed } = await graphql<{ confirmSignInWithNewPassword: Step }>(
    baseUrl,
    CONFIRM,
    {
      session: signIn.session,
      newPassword: BENCH_PASSWORD,
    },
  );
  if (!confirmed.signedIn)
    throw new Error(`confirmSignInWithNewPassword did not sign in (next step ${confirmed.nextStep})`);
  return confirmed.signedIn.accessToken;
}

/** Signs in again as a user whose password signInStaff set: a fresh access token once the last one nears its end. */
export async function signInStaffAgain(baseUrl: string, username: string): Promise<string> {
  type Step = { nextStep: string; signedIn?: { accessToken: string } | null };
  const { signIn } = await graphql<{ signIn: Step }>(baseUrl, SIGN_IN, { username, password: BENCH_PASSWORD });
  if (!signIn.signedIn) throw new Error(`signIn did not sign in (next step ${signIn.nextStep})`);
  return signIn.signedIn.accessToken;
}

/** Times `count` uploads one after another, each until the mutation answers (its variants are stored by then). */
export async function timeUploads(
  baseUrl: string,
  token: string,
  photo: Buffer,
  count: number = UPLOADS,
): Promise<UploadTimes> {
  const timesMs: number[] = [];
  let srcset = "";
  for (let index = 1; index <= count; index += 1) {
    const form = new FormData();
    form.set(
      "operations",
      JSON.stringify({
        query: UPLOAD,
        variables: { input: { title: `Bench photo ${index}`, alt: "A sample photo", image: null } },
      }),
    );
    form.set("map", JSON.stringify({ 0: ["variables.input.image"] }));
    form.set("0", new Blob([photo], { type: "image/jpeg" }), `bench-photo-${index}.jpg`);
    const started = performance.now();
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    timesMs.push(performance.now() - started);
    const body = JSON.parse(text) as {
      data?: { createGalleryItem?: { responsiveImage?: { srcset: string } | null } };
      errors?: unknown[];
    };
    const image = body.data?.createGalleryItem?.responsiveImage;
    if (response.status !== 200 || body.errors || !image)
      throw new Error(`upload ${index} answered ${response.status}: ${text.slice(0, 500)}`);
    srcset = image.srcset;
  }
  const variant = srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .find(([, width]) => width === `${SERVED_WIDTH}w`);
  if (!variant) throw new Error(`no ${SERVED_WIDTH}w variant in srcset "${srcset}"`);
  return { photoBytes: photo.length, timesMs, variantPath: variant[0] };
}

/** Loads one image variant with autocannon, after checking by hand that it is a WebP the server answers. */
export async function measureVariant(baseUrl: string, variantPath: string): Promise<ServingFigures> {
  const url = new URL(variantPath, baseUrl).toString();
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200 || response.headers.get("content-type") !== "image/webp" || bytes === 0) {
    throw new Error(`${url} answered ${response.status} ${response.headers.get("content-type")} with ${bytes} bytes`);
  }
  return { ...(await measureLoad({ url })), bytes };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures and the targets they meet or miss. */
export function filesResult(uploads: UploadTimes, serving: ServingFigures): FilesResult {
  const medianMs = median(uploads.timesMs);
  const maxMs = Math.max(...uploads.timesMs);
  const failed = failures(serving);
  const { variantRequestsPerSecond, uploadMs } = FILES_TARGETS;
  return {
    photo: { bytes: uploads.photoBytes, width: PHOTO_WIDTH, height: PHOTO_HEIGHT },
    uploads: { ...uploads, medianMs, maxMs },
    serving,
    targets: [
      {
        ok: serving.requestsPerSecond >= variantRequestsPerSecond,
        name: `${SERVED_WIDTH}w WebP variant >= ${fmt(variantRequestsPerSecond)} req/s`,
        measured: `${fmt(serving.requestsPerSecond)} req/s, p99 ${serving.p99} ms`,
      },
      { ok: failed === 0, name: "variant: no failed requests", measured: String(failed) },
      {
        ok: medianMs < uploadMs,
        name: `4 MB JPEG upload, median < ${uploadMs / 1000} s`,
        measured: ms(medianMs),
      },
      {
        ok: maxMs < uploadMs,
        name: `4 MB JPEG upload, every one < ${uploadMs / 1000} s`,
        measured: `max ${ms(maxMs)}`,
      },
    ],
  };
}
