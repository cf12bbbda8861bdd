import exifr from "exifr";
import sharp from "sharp";
import { create, newsInput } from "../support/fixtures";
import { dataUrl, gif, htmlAsJpeg, jpeg, pdf, png, svg, webp } from "../support/files";
import { pluck } from "../support/json";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";
import { upload } from "../support/upload";

const CREATE_GALLERY = `mutation ($input: GalleryItemInput!) {
  createGalleryItem(input: $input) { id title imageUrl responsiveImage { src srcset type width height } }
}`;
const CREATE_DOCUMENT = `mutation ($input: DocumentInput!) {
  createDocument(input: $input) { id title fileUrl size sizeBytes uploadDate }
}`;

describe("file uploads", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() =>
    server.dataSource.query("DELETE FROM gallery_items; DELETE FROM documents; DELETE FROM news; DELETE FROM assets"),
  );

  const storedAssets = async () =>
    (await server.dataSource.query("SELECT count(*)::int AS n FROM assets"))[0].n as number;
  const storedBytes = async () =>
    (await server.dataSource.query("SELECT count(*)::int AS n FROM asset_files"))[0].n as number;

  function uploadImage(bytes: Buffer, filename = "photo.jpg", type = "image/jpeg", token = server.staffToken()) {
    return upload(
      server,
      CREATE_GALLERY,
      { input: { alt: "A photo", title: "Gala", image: null } },
      { "variables.input.image": { bytes, filename, type } },
      { token },
    );
  }

  function uploadDocument(bytes: Buffer, title = "School fees 2027") {
    return upload(
      server,
      CREATE_DOCUMENT,
      { input: { title, file: null } },
      { "variables.input.file": { bytes, filename: "fees.pdf", type: "application/pdf" } },
      { token: server.staffToken() },
    );
  }

  async function fetchBytes(url: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}${url}`, { headers });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  describe("images", () => {
    it.each([
      ["JPEG", () => jpeg(800, 600), "photo.jpg", "image/jpeg", "image/jpeg"],
      ["PNG with transparency", () => png(800, 600, true), "logo.png", "image/png", "image/png"],
      ["GIF", () => gif(800, 600), "anim.gif", "image/gif", "image/png"],
      ["WebP", () => webp(800, 600), "photo.webp", "image/webp", "image/jpeg"],
    ])("accepts a %s and stores WebP variants plus a fallback", async (_label, make, filename, type, fallbackType) => {
      const result = await uploadImage(await make(), filename, type);
      expect(result.errors).toBeUndefined();
      const image = result.data!.createGalleryItem.responsiveImage;
      expect(image).toMatchObject({ type: "image/webp", width: 800, height: 600 });
      expect(image.srcset).toMatch(/^\/files\/[0-9a-f-]{36}\/w320\.[0-9a-f]{16}\.webp 320w, \S+ 640w, \S+ 800w$/);
      expect(result.data!.createGalleryItem.imageUrl).toBe(image.src);
      const fallback = await fetchBytes(image.src);
      expect(fallback.response.headers.get("content-type")).toBe(fallbackType);
      expect((await sharp(fallback.bytes).metadata()).width).toBe(800);
    });

    it("makes the standard widths below the original and never upscales", async () => {
      const large = await uploadImage(await jpeg(2400, 1600));
      const widths = async (srcset: string) =>
        Promise.all(
          srcset.split(", ").map(async (entry) => {
            const [url, descriptor] = entry.split(" ");
            const { bytes, response } = await fetchBytes(url);
            expect(response.headers.get("content-type")).toBe("image/webp");
            const metadata = await sharp(bytes).metadata();
            expect(metadata.format).toBe("webp");
            expect(`${metadata.width}w`).toBe(descriptor);
            return metadata.width;
          }),
        );
      expect(await widths(large.data!.createGalleryItem.responsiveImage.srcset)).toEqual([320, 640, 1280, 1920]);
      expect(large.data!.createGalleryItem.responsiveImage).toMatchObject({ width: 1920, height: 1280 });
      const { bytes } = await fetchBytes(large.data!.createGalleryItem.responsiveImage.src);
      expect((await sharp(bytes).metadata()).width).toBe(1280);

      const small = await uploadImage(await png(200, 100));
      expect(await widths(small.data!.createGalleryItem.responsiveImage.srcset)).toEqual([200]);
    });

    it("strips EXIF, GPS included, from every stored variant", async () => {
      const original = await jpeg(1000, 750, { gps: true });
      expect(await exifr.gps(original)).toMatchObject({ latitude: expect.any(Number) });
      const result = await uploadImage(original);
      const image = result.data!.createGalleryItem.responsiveImage;
      const fallback = await fetchBytes(image.src);
      expect(await exifr.gps(fallback.bytes)).toBeUndefined();
      const srcset = image.srcset as string;
      for (const url of [image.src as string, ...srcset.split(", ").map((entry) => entry.split(" ")[0])]) {
        const metadata = await sharp((await fetchBytes(url)).bytes).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
      }
    });

    it("turns a photo taken sideways upright", async () => {
      const result = await uploadImage(await jpeg(300, 200, { orientation: 6 }));
      expect(result.data!.createGalleryItem.responsiveImage).toMatchObject({ width: 200, height: 300 });
    });

    it.each([
      ["an SVG", () => Promise.resolve(svg), "drawing.svg", "image/svg+xml"],
      ["HTML renamed to .jpg", () => Promise.resolve(htmlAsJpeg), "photo.jpg", "image/jpeg"],
      ["a truncated JPEG", async () => (await jpeg(800, 600)).subarray(0, 5000), "photo.jpg", "image/jpeg"],
      [
        "a GIF header followed by script (polyglot)",
        () => Promise.resolve(Buffer.from("GIF89a/*\u0000\u0000*/=alert(1);//<script>")),
        "x.gif",
        "image/gif",
      ],
    ])("refuses %s with 'Please upload an image file' and stores nothing", async (_label, make, filename, type) => {
      const result = await uploadImage(await make(), filename, type);
      expect(result.errors?.[0].extensions).toEqual({
        code: "BAD_USER_INPUT",
        fields: { image: "Please upload an image file" },
      });
      expect(await storedAssets()).toBe(0);
      expect((await server.dataSource.query("SELECT count(*)::int AS n FROM gallery_items"))[0].n).toBe(0);
    });

    it("refuses a 6 MB image with 'Image must be less than 5MB' and stores nothing", async () => {
      const big = Buffer.concat([await jpeg(64, 64), Buffer.alloc(6 * 1024 * 1024, 1)]);
      const result = await uploadImage(big);
      expect(result.errors?.[0].extensions).toEqual({
        code: "BAD_USER_INPUT",
        fields: { image: "Image must be less than 5MB" },
      });
      // The rest of the body is never read, so the connection cannot carry another request.
      expect(result.headers?.get("connection")).toBe("close");
      expect(await storedAssets()).toBe(0);
    });

    it("refuses a decompression bomb of more than 40 megapixels", async () => {
      const bomb = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: "#fff" } })
        .png()
        .toBuffer();
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      const result = await uploadImage(bomb, "bomb.png", "image/png");
      expect(result.errors?.[0].extensions?.fields).toEqual({ image: "Image is too large: at most 40 megapixels" });
      expect(await storedAssets()).toBe(0);
    });

    it("requires an image for a new gallery item", async () => {
      const result = await server.graphql(
        CREATE_GALLERY,
        { input: { alt: "A photo", title: "No photo" } },
        { token: server.staffToken() },
      );
      expect(result.errors?.[0].extensions).toEqual({
        code: "BAD_USER_INPUT",
        fields: { image: "Please select an image to upload" },
      });
    });

    it("accepts an image as a data URL, as the original site's REST payloads send it", async () => {
      const result = await server.graphql(
        CREATE_GALLERY,
        { input: { alt: "A photo", imageData: dataUrl(await png(40, 30), "image/png") } },
        { token: server.staffToken() },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.createGalleryItem.responsiveImage).toMatchObject({ width: 40, height: 30 });
      const refused = await server.graphql(
        CREATE_GALLERY,
        { input: { alt: "A photo", imageData: "data:image/png;base64,!!!" } },
        { token: server.staffToken() },
      );
      expect(refused.errors?.[0].extensions?.fields).toEqual({ imageData: "Please upload an image file" });
    });

    it("refuses uploads from anonymous callers and cross-site forms before reading them", async () => {
      const bytes = await jpeg(100, 100);
      const anonymous = await upload(
        server,
        CREATE_GALLERY,
        { input: { alt: "A photo", image: null } },
        { "variables.input.image": { bytes, filename: "a.jpg", type: "image/jpeg" } },
      );
      expect(anonymous.status).toBe(401);
      expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
      const crossSite = await upload(
        server,
        CREATE_GALLERY,
        { input: { alt: "A photo", image: null } },
        { "variables.input.image": { bytes, filename: "a.jpg", type: "image/jpeg" } },
        { token: server.staffToken(), preflight: false },
      );
      expect(crossSite.status).toBe(400);
      expect(await storedAssets()).toBe(0);
    });

    it("serves variants with their type, nosniff, a strong ETag, 304 and immutable caching", async () => {
      const result = await uploadImage(await jpeg(400, 300));
      const url = (result.data!.createGalleryItem.responsiveImage.srcset as string).split(" ")[0];
      const { response, bytes } = await fetchBytes(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const etag = response.headers.get("etag")!;
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect(etag).toContain(url.split(".")[1]);
      expect(bytes.length).toBeGreaterThan(0);

      const again = await fetch(`${server.url}${url}`, { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect((await again.arrayBuffer()).byteLength).toBe(0);

      const wrongHash = url.replace(/\.[0-9a-f]{16}\./, ".0000000000000000.");
      expect((await fetch(`${server.url}${wrongHash}`)).status).toBe(404);
    });

    it("keeps the bytes while the gallery item is in the trash, and removes them when it is deleted forever", async () => {
      const result = await uploadImage(await jpeg(400, 300));
      expect(await storedBytes()).toBeGreaterThan(0);
      const { id, imageUrl } = result.data!.createGalleryItem;
      await server.graphql(
        "mutation ($id: ID!) { deleteGalleryItem(id: $id) }",
        { id },
        { token: server.staffToken() },
      );
      expect(await storedAssets()).toBe(1);
      await server.graphql(
        "mutation ($id: ID!) { deleteForever(kind: GALLERY_PHOTO, id: $id) }",
        { id },
        { token: server.staffToken() },
      );
      expect(await storedAssets()).toBe(0);
      expect(await storedBytes()).toBe(0);
      expect((await fetch(`${server.url}${imageUrl}`)).status).toBe(404);
    });
  });

  describe("news and event images", () => {
    const UPDATE_NEWS =
      "mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { image responsiveImage { width } } }";

    it("replaces and removes an article's image, keeping it when none is sent; replaced ones stay for its earlier versions", async () => {
      const token = server.staffToken();
      const created = await upload(
        server,
        "mutation ($input: NewsInput!) { createNews(input: $input) { id image responsiveImage { width height } } }",
        { input: { ...newsInput(), image: null } },
        { "variables.input.image": { bytes: await jpeg(640, 480), filename: "a.jpg", type: "image/jpeg" } },
        { token },
      );
      expect(created.data!.createNews.responsiveImage).toEqual({ width: 640, height: 480 });
      const id = created.data!.createNews.id;

      const kept = await server.graphql(UPDATE_NEWS, { id, input: newsInput({ title: "Renamed" }) }, { token });
      expect(kept.data!.updateNews.image).toBe(created.data!.createNews.image);

      const replaced = await server.graphql(
        UPDATE_NEWS,
        { id, input: { ...newsInput(), imageData: dataUrl(await png(300, 200), "image/png") } },
        { token },
      );
      expect(replaced.data!.updateNews.responsiveImage).toEqual({ width: 300 });
      // The earlier versions of the article still show the first picture: a restore brings it back.
      expect(await storedAssets()).toBe(2);
      expect((await fetch(`${server.url}${created.data!.createNews.image}`)).status).toBe(200);

      const removed = await server.graphql(
        UPDATE_NEWS,
        { id, input: { ...newsInput(), removeImage: true } },
        { token },
      );
      expect(removed.data!.updateNews).toEqual({ image: null, responsiveImage: null });
      expect(await storedAssets()).toBe(2);

      // Deleted for good, the article's pictures go with its versions: no orphaned bytes.
      await server.graphql("mutation ($id: ID!) { deleteNews(id: $id) }", { id }, { token });
      await server.graphql("mutation ($id: ID!) { deleteForever(kind: NEWS, id: $id) }", { id }, { token });
      expect(await storedAssets()).toBe(0);
    });

    it("stores nothing when the write fails after the image was processed", async () => {
      const result = await server.graphql(
        UPDATE_NEWS,
        {
          id: "00000000-0000-4000-8000-000000000000",
          input: { ...newsInput(), imageData: dataUrl(await png(30, 20), "image/png") },
        },
        { token: server.staffToken() },
      );
      expect(result.errors?.[0].extensions?.code).toBe("NOT_FOUND");
      expect(await storedAssets()).toBe(0);
    });

    it("deleting an event removes its image", async () => {
      const token = server.staffToken();
      const created = await server.graphql(
        "mutation ($input: EventInput!) { createEvent(input: $input) { id image } }",
        {
          input: {
            title: "Gala",
            description: "Pool",
            date: "2030-01-01",
            time: "10:00 AM",
            location: "Pool",
            imageData: dataUrl(await png(50, 50), "image/png"),
          },
        },
        { token },
      );
      expect(await storedAssets()).toBe(1);
      const { id } = created.data!.createEvent;
      await server.graphql("mutation ($id: ID!) { deleteEvent(id: $id) }", { id }, { token });
      await server.graphql("mutation ($id: ID!) { deleteForever(kind: EVENT, id: $id) }", { id }, { token });
      expect(await storedAssets()).toBe(0);
    });
  });

  describe("documents", () => {
    it("stores a real PDF and shows its size in KB and upload date", async () => {
      const bytes = await pdf();
      const result = await uploadDocument(bytes);
      expect(result.errors).toBeUndefined();
      expect(result.data!.createDocument).toMatchObject({
        title: "School fees 2027",
        size: `${Math.round(bytes.length / 1024)} KB`,
        sizeBytes: bytes.length,
        fileUrl: `/documents/${result.data!.createDocument.id}/download`,
      });
      const { response, bytes: served } = await fetchBytes(result.data!.createDocument.fileUrl);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe("attachment; filename=School_fees_2027.pdf");
      expect(served.equals(bytes)).toBe(true);
    });

    it("gives a safe download name whatever the title", async () => {
      const result = await uploadDocument(await pdf(), 'Fees "2027" / <Grade 1>\r\nX-Evil: 1');
      const { response } = await fetchBytes(result.data!.createDocument.fileUrl);
      expect(response.headers.get("content-disposition")).toBe("attachment; filename=Fees_2027_Grade_1_X-Evil_1.pdf");
    });

    it("answers range requests, as PDF viewers make them", async () => {
      const bytes = await pdf();
      const { fileUrl } = (await uploadDocument(bytes)).data!.createDocument;
      const { response, bytes: part } = await fetchBytes(fileUrl, { range: "bytes=0-99" });
      expect(response.status).toBe(206);
      expect(response.headers.get("content-range")).toBe(`bytes 0-99/${bytes.length}`);
      expect(part.equals(bytes.subarray(0, 100))).toBe(true);
      const tail = await fetchBytes(fileUrl, { range: "bytes=-10" });
      expect(tail.bytes.equals(bytes.subarray(bytes.length - 10))).toBe(true);
      const outside = await fetch(`${server.url}${fileUrl}`, { headers: { range: `bytes=${bytes.length + 10}-` } });
      expect(outside.status).toBe(416);
    });

    it.each([
      ["HTML renamed to .pdf", () => htmlAsJpeg],
      ["a truncated PDF", async () => (await pdf()).subarray(0, 300)],
      [
        "an HTML page carrying a PDF header later (polyglot)",
        async () => Buffer.concat([Buffer.from("<html><script>alert(1)</script>"), await pdf()]),
      ],
      [
        "a PDF that starts with markup",
        () => Promise.resolve(Buffer.from(`%PDF-1.7\n<html><script>alert(1)</script>\n%%EOF`)),
      ],
      ["a JPEG", () => jpeg(50, 50)],
    ])("refuses %s with 'Please upload a PDF file' and stores nothing", async (_label, make) => {
      const result = await uploadDocument(await make());
      expect(result.errors?.[0].extensions).toEqual({
        code: "BAD_USER_INPUT",
        fields: { file: "Please upload a PDF file" },
      });
      expect(await storedAssets()).toBe(0);
      expect((await server.dataSource.query("SELECT count(*)::int AS n FROM documents"))[0].n).toBe(0);
    });

    it("refuses a 25 MB PDF and stores nothing", async () => {
      const real = await pdf();
      const big = Buffer.concat([
        real.subarray(0, real.length - 6),
        Buffer.alloc(25 * 1024 * 1024, 32),
        Buffer.from("\n%%EOF\n"),
      ]);
      const result = await uploadDocument(big);
      expect(result.errors?.[0].extensions).toEqual({
        code: "BAD_USER_INPUT",
        fields: { file: "Document must be at most 20MB" },
      });
      expect(await storedAssets()).toBe(0);
    });

    it("accepts a PDF as a data URL and requires a file for a new document", async () => {
      const token = server.staffToken();
      const viaData = await server.graphql(
        CREATE_DOCUMENT,
        { input: { title: "Uniform list", fileData: dataUrl(await pdf("Uniform"), "application/pdf") } },
        { token },
      );
      expect(viaData.errors).toBeUndefined();
      const missing = await server.graphql(CREATE_DOCUMENT, { input: { title: "Nothing" } }, { token });
      expect(missing.errors?.[0].extensions).toEqual({
        code: "BAD_USER_INPUT",
        fields: { file: "Please select a file to upload" },
      });
    });

    it("removes the PDF's bytes when the document is deleted forever", async () => {
      const { id } = (await uploadDocument(await pdf())).data!.createDocument;
      const token = server.staffToken();
      await server.graphql("mutation ($id: ID!) { deleteDocument(id: $id) }", { id }, { token });
      await server.graphql("mutation ($id: ID!) { deleteForever(kind: DOCUMENT, id: $id) }", { id }, { token });
      expect(await storedAssets()).toBe(0);
      expect(await storedBytes()).toBe(0);
    });
  });

  it("keeps create's title when only the picture fails validation", async () => {
    await create(server, "createNews", newsInput({ title: "Unrelated" }));
    const result = await server.graphql(
      "mutation ($input: NewsInput!) { createNews(input: $input) { id } }",
      { input: { ...newsInput({ title: "With bad image" }), imageData: dataUrl(svg, "image/svg+xml") } },
      { token: server.staffToken() },
    );
    expect(result.errors?.[0].extensions?.fields).toEqual({ imageData: "Please upload an image file" });
    expect(pluck(await server.dataSource.query("SELECT title FROM news"), "title")).toEqual(["Unrelated"]);
  });
});
