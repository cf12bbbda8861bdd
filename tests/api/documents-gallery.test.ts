import { create } from "../support/fixtures";
import { dataUrl, pdf, png } from "../support/files";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

describe("documents API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.dataSource.query("DELETE FROM documents"));

  it("creates a document and shows its size in rounded KB and its upload date", async () => {
    const bytes = await pdf();
    const created = await create(
      server,
      "createDocument",
      { title: "School fees 2027", fileData: dataUrl(bytes, "application/pdf") },
      "id title size sizeBytes uploadDate",
    );
    expect(created).toMatchObject({
      title: "School fees 2027",
      size: `${Math.round(bytes.length / 1024)} KB`,
      sizeBytes: bytes.length,
    });
    expect(Date.now() - new Date(created.uploadDate).getTime()).toBeLessThan(60_000);
  });

  it("lists documents newest first, updates and deletes them", async () => {
    const token = server.staffToken();
    const fileData = dataUrl(await pdf(), "application/pdf");
    const first = await create(server, "createDocument", { title: "First", fileData }, "id fileUrl");
    await create(server, "createDocument", { title: "Second", fileData });
    const listed = await server.graphql("{ documents { nodes { title } pageInfo { hasNextPage } } }");
    expect(listed.data?.documents).toEqual({
      nodes: [{ title: "Second" }, { title: "First" }],
      pageInfo: { hasNextPage: false },
    });

    const updated = await server.graphql(
      `mutation ($id: ID!, $input: DocumentInput!) { updateDocument(id: $id, input: $input) { title fileUrl } }`,
      { id: first.id, input: { title: "Renamed" } },
      { token },
    );
    expect(updated.data?.updateDocument).toEqual({ title: "Renamed", fileUrl: first.fileUrl });
    expect(
      (await server.graphql(`mutation ($id: ID!) { deleteDocument(id: $id) }`, { id: first.id }, { token })).data,
    ).toEqual({ deleteDocument: first.id });
    const read = await server.graphql(`query ($id: ID!) { document(id: $id) { id } }`, { id: first.id });
    expect(read.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});

describe("gallery API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.dataSource.query("DELETE FROM gallery_items"));

  it("names an untitled photo 'Gallery Image {local date}' and defaults the description to empty", async () => {
    const created = await create(
      server,
      "createGalleryItem",
      {
        imageData: dataUrl(await png(20, 20), "image/png"),
        alt: "A photo",
        title: "   ",
        date: "2026-03-14T22:30:00.000Z",
      },
      "title description date",
    );
    // 22:30 UTC is already the 15th in Johannesburg (UTC+2).
    expect(created).toEqual({ title: "Gallery Image 2026/03/15", description: "", date: "2026-03-14T22:30:00.000Z" });

    // Its title cleared later, it is named after its own date again, not the day of the edit.
    const [{ id }]: { id: string }[] = await server.dataSource.query("SELECT id FROM gallery_items");
    const edited = await server.graphql(
      `mutation ($id: ID!, $input: GalleryItemInput!) { updateGalleryItem(id: $id, input: $input) { title } }`,
      { id, input: { alt: "A photo", title: "" } },
      { token: server.staffToken() },
    );
    expect(edited.data!.updateGalleryItem).toEqual({ title: "Gallery Image 2026/03/15" });
  });

  it("keeps a given title and description, lists new photos first, deletes", async () => {
    const token = server.staffToken();
    const imageData = dataUrl(await png(20, 20), "image/png");
    const older = await create(server, "createGalleryItem", {
      imageData,
      alt: "The relay team",
      title: "Gala",
      description: "Relay",
      date: "2026-01-01T08:00:00.000Z",
    });
    await create(server, "createGalleryItem", { imageData, alt: "The choir singing", title: "Choir" });
    const listed = await server.graphql("{ galleryItems { nodes { title description imageUrl } } }");
    expect(listed.data?.galleryItems.nodes).toEqual([
      { title: "Choir", description: "", imageUrl: expect.stringMatching(/^\/files\//) },
      { title: "Gala", description: "Relay", imageUrl: expect.stringMatching(/^\/files\//) },
    ]);
    const edited = await server.graphql(
      `mutation ($id: ID!, $input: GalleryItemInput!) { updateGalleryItem(id: $id, input: $input) { title date imageUrl } }`,
      { id: older.id, input: { title: "Gala relay", alt: "The relay team" } },
      { token },
    );
    // An edit without a new photo or date keeps both.
    expect(edited.data?.updateGalleryItem).toEqual({
      title: "Gala relay",
      date: "2026-01-01T08:00:00.000Z",
      imageUrl: listed.data?.galleryItems.nodes[1].imageUrl,
    });
    expect(
      (await server.graphql(`mutation ($id: ID!) { deleteGalleryItem(id: $id) }`, { id: older.id }, { token })).data,
    ).toEqual({ deleteGalleryItem: older.id });
    const again = await server.graphql(
      `mutation ($id: ID!) { deleteGalleryItem(id: $id) }`,
      { id: older.id },
      { token },
    );
    expect(again.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});

const UPDATE_GALLERY = `mutation ($id: ID!, $input: GalleryItemInput!) {
  updateGalleryItem(id: $id, input: $input) { id title description alt imageUrl albumId }
}`;
const REORDER = `mutation ($ids: [ID!]!) { reorderGalleryItems(ids: $ids) { id } }`;

describe("gallery alt text, order and albums", () => {
  let server: TestServer;
  let imageData: string;
  beforeAll(async () => {
    server = await startTestServer();
    imageData = dataUrl(await png(20, 20), "image/png");
  });
  afterAll(() => server.close());
  beforeEach(() => server.dataSource.query("DELETE FROM gallery_items; DELETE FROM gallery_albums"));

  const photo = (title: string, extra: Record<string, unknown> = {}) =>
    create<{ id: string; imageUrl: string }>(
      server,
      "createGalleryItem",
      { imageData, title, alt: `${title} photo`, ...extra },
      "id imageUrl",
    );
  const titles = async (args = "") =>
    (
      (await server.graphql(`{ galleryItems${args} { nodes { title } } }`)).data!.galleryItems as {
        nodes: { title: string }[];
      }
    ).nodes.map((node) => node.title);
  const restTitles = async (query = "") => {
    const response = await fetch(`${server.url}${server.config.apiBasePath}/gallery${query}`);
    return ((await response.json()) as { title: string }[]).map((item) => item.title);
  };
  const album = async (name: string) => (await create<{ id: string }>(server, "createAlbum", { name }, "id")).id;

  it("refuses a photo without alt text, naming the field, and stores nothing", async () => {
    const blank = await server.graphql(
      `mutation ($input: GalleryItemInput!) { createGalleryItem(input: $input) { id } }`,
      { input: { imageData, title: "Gala", alt: "   " } },
      { token: server.staffToken() },
    );
    expect(blank.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { alt: "Alt text is required: describe what the photo shows" },
    });
    const missing = await server.graphql(
      `mutation ($input: GalleryItemInput!) { createGalleryItem(input: $input) { id } }`,
      { input: { imageData, title: "Gala" } },
      { token: server.staffToken() },
    );
    expect(missing.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(missing.errors?.[0].message).toMatch(/alt/);
    expect((await server.dataSource.query("SELECT count(*)::int AS n FROM gallery_items"))[0].n).toBe(0);
  });

  it("edits title, description and alt text without a new file and keeps the picture", async () => {
    const { id, imageUrl } = await photo("Gala");
    const token = server.staffToken();
    const edited = await server.graphql(
      UPDATE_GALLERY,
      { id, input: { title: "Gala day", description: "Relay", alt: "Four girls on the podium" } },
      { token },
    );
    expect(edited.data?.updateGalleryItem).toEqual({
      id,
      title: "Gala day",
      description: "Relay",
      alt: "Four girls on the podium",
      imageUrl,
      albumId: null,
    });
    const refused = await server.graphql(UPDATE_GALLERY, { id, input: { title: "Gala", alt: "" } }, { token });
    expect(refused.errors?.[0].extensions?.fields).toEqual({
      alt: "Alt text is required: describe what the photo shows",
    });
    const [stored] = await server.dataSource.query("SELECT alt FROM gallery_items WHERE id = $1", [id]);
    expect(stored.alt).toBe("Four girls on the podium");
  });

  it("puts new photos first and reorders the whole gallery, in GraphQL and REST", async () => {
    const a = await photo("A");
    const b = await photo("B");
    const c = await photo("C");
    expect(await titles()).toEqual(["C", "B", "A"]);
    const result = await server.graphql(REORDER, { ids: [a.id, c.id, b.id] }, { token: server.staffToken() });
    expect(result.data?.reorderGalleryItems).toEqual([{ id: a.id }, { id: c.id }, { id: b.id }]);
    expect(await titles()).toEqual(["A", "C", "B"]);
    expect(await restTitles()).toEqual(["A", "C", "B"]);
    // Paging follows the same order.
    const page = await server.graphql(`{ galleryItems(first: 2) { pageInfo { endCursor } } }`);
    const cursor = (page.data!.galleryItems as { pageInfo: { endCursor: string } }).pageInfo.endCursor;
    expect(await titles(`(after: "${cursor}")`)).toEqual(["B"]);
    await photo("D");
    expect(await titles()).toEqual(["D", "A", "C", "B"]);
  });

  it("refuses a reorder that leaves out, repeats or invents a photo, and changes nothing", async () => {
    const a = await photo("A");
    const b = await photo("B");
    const token = server.staffToken();
    const cases: [string[], string][] = [
      [[a.id], "BAD_USER_INPUT"],
      [[a.id, b.id, a.id], "BAD_USER_INPUT"],
      [[a.id, b.id, "00000000-0000-4000-8000-00000000abcd"], "NOT_FOUND"],
      [[a.id, "not-an-id"], "NOT_FOUND"],
    ];
    for (const [ids, code] of cases) {
      const result = await server.graphql(REORDER, { ids }, { token });
      expect(result.errors?.[0].extensions?.code).toBe(code);
    }
    const missing = await server.graphql(REORDER, { ids: [a.id] }, { token });
    expect(missing.errors?.[0].extensions?.fields).toEqual({
      ids: "Send every photo of the gallery once, in the new order",
    });
    expect(await titles()).toEqual(["B", "A"]);
    const anonymous = await server.graphql(REORDER, { ids: [a.id, b.id] });
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(await titles()).toEqual(["B", "A"]);
  });

  it("creates, renames, lists and deletes albums, refusing a blank or repeated name", async () => {
    const token = server.staffToken();
    const sport = await album("Sport");
    await album("Arts");
    const renamed = await server.graphql(
      `mutation ($id: ID!, $input: AlbumInput!) { updateAlbum(id: $id, input: $input) { id name } }`,
      { id: sport, input: { name: "Sports day" } },
      { token },
    );
    expect(renamed.data?.updateAlbum).toEqual({ id: sport, name: "Sports day" });
    expect((await server.graphql("{ albums { name } }")).data?.albums).toEqual([
      { name: "Arts" },
      { name: "Sports day" },
    ]);
    const repeated = await server.graphql(
      `mutation ($input: AlbumInput!) { createAlbum(input: $input) { id } }`,
      { input: { name: "arts" } },
      { token },
    );
    expect(repeated.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { name: "An album with this name already exists" },
    });
    const blank = await server.graphql(
      `mutation ($input: AlbumInput!) { createAlbum(input: $input) { id } }`,
      { input: { name: " " } },
      { token },
    );
    expect(blank.errors?.[0].extensions?.fields).toEqual({ name: "Name is required" });
    const unknown = await server.graphql(
      `mutation ($id: ID!) { deleteAlbum(id: $id) }`,
      { id: "00000000-0000-4000-8000-00000000abcd" },
      { token },
    );
    expect(unknown.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("assigns photos to albums and filters the gallery by album in GraphQL and REST", async () => {
    const sport = await album("Sport");
    const arts = await album("Arts");
    await photo("Gala", { albumId: sport });
    const choir = await photo("Choir", { albumId: arts });
    await photo("Garden");
    await photo("Relay", { albumId: sport });
    expect(await titles(`(album: "${sport}")`)).toEqual(["Relay", "Gala"]);
    expect(await restTitles(`?album=${sport}`)).toEqual(["Relay", "Gala"]);
    expect(await titles()).toEqual(["Relay", "Garden", "Choir", "Gala"]);

    const token = server.staffToken();
    const moved = await server.graphql(
      UPDATE_GALLERY,
      { id: choir.id, input: { title: "Choir", alt: "Choir photo", albumId: sport } },
      { token },
    );
    expect(moved.data?.updateGalleryItem).toMatchObject({ albumId: sport });
    // Omitting albumId keeps the album.
    await server.graphql(UPDATE_GALLERY, { id: choir.id, input: { title: "Choir", alt: "The choir" } }, { token });
    expect(await titles(`(album: "${sport}")`)).toEqual(["Relay", "Choir", "Gala"]);

    const unknownAlbum = await server.graphql(
      UPDATE_GALLERY,
      { id: choir.id, input: { title: "Choir", alt: "The choir", albumId: "00000000-0000-4000-8000-00000000abcd" } },
      { token },
    );
    expect(unknownAlbum.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { albumId: "No such album" },
    });
  });

  it("keeps an album's photos, in no album, when the album is deleted", async () => {
    const sport = await album("Sport");
    const gala = await photo("Gala", { albumId: sport });
    const token = server.staffToken();
    const deleted = await server.graphql(`mutation ($id: ID!) { deleteAlbum(id: $id) }`, { id: sport }, { token });
    expect(deleted.data?.deleteAlbum).toBe(sport);
    const read = await server.graphql(`query ($id: ID!) { galleryItem(id: $id) { title albumId album { id } } }`, {
      id: gala.id,
    });
    expect(read.data?.galleryItem).toEqual({ title: "Gala", albumId: null, album: null });
    expect((await server.graphql("{ albums { id } }")).data?.albums).toEqual([]);
  });
});

const UPDATE_DOCUMENT = `mutation ($id: ID!, $input: DocumentInput!) {
  updateDocument(id: $id, input: $input) { id title fileUrl sizeBytes }
}`;

describe("document download address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.dataSource.query("DELETE FROM documents; DELETE FROM assets"));

  const download = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

  it("serves the current PDF at /documents/{id}/download, named after the title, revalidated every time", async () => {
    const bytes = await pdf("Fees");
    const created = await create<{ id: string; fileUrl: string }>(
      server,
      "createDocument",
      { title: "School fees 2027", fileData: dataUrl(bytes, "application/pdf") },
      "id fileUrl",
    );
    expect(created.fileUrl).toBe(`/documents/${created.id}/download`);
    const response = await download(created.fileUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe("attachment; filename=School_fees_2027.pdf");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    const again = await download(created.fileUrl, { "if-none-match": response.headers.get("etag")! });
    expect(again.status).toBe(304);
  });

  it("keeps the address when a document is renamed or its file replaced, and serves the new bytes", async () => {
    const token = server.staffToken();
    const first = await pdf("Version one");
    const created = await create<{ id: string; fileUrl: string }>(
      server,
      "createDocument",
      { title: "Uniform list", fileData: dataUrl(first, "application/pdf") },
      "id fileUrl",
    );
    const etag = (await download(created.fileUrl)).headers.get("etag")!;

    const renamed = await server.graphql(
      UPDATE_DOCUMENT,
      { id: created.id, input: { title: "Uniform 2027" } },
      { token },
    );
    expect(renamed.data?.updateDocument).toMatchObject({ title: "Uniform 2027", fileUrl: created.fileUrl });
    const afterRename = await download(created.fileUrl);
    expect(afterRename.headers.get("content-disposition")).toBe("attachment; filename=Uniform_2027.pdf");
    expect(Buffer.from(await afterRename.arrayBuffer()).equals(first)).toBe(true);

    const second = await pdf("Version two, longer than the first one");
    const replaced = await server.graphql(
      UPDATE_DOCUMENT,
      { id: created.id, input: { title: "Uniform 2027", fileData: dataUrl(second, "application/pdf") } },
      { token },
    );
    expect(replaced.data?.updateDocument).toEqual({
      id: created.id,
      title: "Uniform 2027",
      fileUrl: created.fileUrl,
      sizeBytes: second.length,
    });
    // A browser revalidating its old copy gets the new file, not a 304.
    const afterReplace = await download(created.fileUrl, { "if-none-match": etag });
    expect(afterReplace.status).toBe(200);
    expect(Buffer.from(await afterReplace.arrayBuffer()).equals(second)).toBe(true);
    // The first PDF stays for the document's earlier versions (a restore brings it back), no longer served here.
    const [{ n }] = await server.dataSource.query("SELECT count(*)::int AS n FROM assets WHERE kind = 'document'");
    expect(n).toBe(2);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await download("/documents/00000000-0000-4000-8000-00000000abcd/download")).status).toBe(404);
    expect((await download("/documents/not-an-id/download")).status).toBe(404);
  });
});
