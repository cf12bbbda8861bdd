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
      { imageData: dataUrl(await png(20, 20), "image/png"), title: "   ", date: "2026-03-14T22:30:00.000Z" },
      "title description date",
    );
    // 22:30 UTC is already the 15th in Johannesburg (UTC+2).
    expect(created).toEqual({ title: "Gallery Image 2026/03/15", description: "", date: "2026-03-14T22:30:00.000Z" });
  });

  it("keeps a given title and description, lists newest first, deletes", async () => {
    const token = server.staffToken();
    const imageData = dataUrl(await png(20, 20), "image/png");
    const older = await create(server, "createGalleryItem", {
      imageData,
      title: "Gala",
      description: "Relay",
      date: "2026-01-01T08:00:00.000Z",
    });
    await create(server, "createGalleryItem", { imageData, title: "Choir" });
    const listed = await server.graphql("{ galleryItems { nodes { title description imageUrl } } }");
    expect(listed.data?.galleryItems.nodes).toEqual([
      { title: "Choir", description: "", imageUrl: expect.stringMatching(/^\/files\//) },
      { title: "Gala", description: "Relay", imageUrl: expect.stringMatching(/^\/files\//) },
    ]);
    const edited = await server.graphql(
      `mutation ($id: ID!, $input: GalleryItemInput!) { updateGalleryItem(id: $id, input: $input) { title date imageUrl } }`,
      { id: older.id, input: { title: "Gala relay" } },
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
