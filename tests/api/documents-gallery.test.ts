import { create } from "../support/fixtures";
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
    const created = await create(
      server,
      "createDocument",
      { title: "School fees 2027", fileUrl: "/files/fees.pdf", sizeBytes: 1536 },
      "id title fileUrl size sizeBytes uploadDate",
    );
    expect(created).toMatchObject({ title: "School fees 2027", fileUrl: "/files/fees.pdf", size: "2 KB", sizeBytes: 1536 });
    expect(Date.now() - new Date(created.uploadDate).getTime()).toBeLessThan(60_000);
  });

  it("lists documents newest first, updates and deletes them", async () => {
    const token = server.staffToken();
    const first = await create(server, "createDocument", { title: "First", fileUrl: "https://example.org/a.pdf" });
    await create(server, "createDocument", { title: "Second", fileUrl: "/files/b.pdf" });
    const listed = await server.graphql("{ documents { nodes { title size } pageInfo { hasNextPage } } }");
    expect(listed.data?.documents).toEqual({ nodes: [{ title: "Second", size: null }, { title: "First", size: null }], pageInfo: { hasNextPage: false } });

    const updated = await server.graphql(
      `mutation ($id: ID!, $input: DocumentInput!) { updateDocument(id: $id, input: $input) { title } }`,
      { id: first.id, input: { title: "Renamed", fileUrl: "/files/a.pdf" } },
      { token },
    );
    expect(updated.data?.updateDocument).toEqual({ title: "Renamed" });
    expect((await server.graphql(`mutation ($id: ID!) { deleteDocument(id: $id) }`, { id: first.id }, { token })).data).toEqual({ deleteDocument: first.id });
    const read = await server.graphql(`query ($id: ID!) { document(id: $id) { id } }`, { id: first.id });
    expect(read.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("refuses links that are not http(s) or site paths", async () => {
    for (const fileUrl of ["javascript:alert(1)", "//evil.example/x.pdf", "ftp://x/y.pdf", "fees.pdf"]) {
      const result = await server.graphql(
        `mutation ($input: DocumentInput!) { createDocument(input: $input) { id } }`,
        { input: { title: "X", fileUrl } },
        { token: server.staffToken() },
      );
      expect(result.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { fileUrl: "File URL must be an http(s) URL or a path starting with /" } });
    }
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
      { imageUrl: "/files/photo.webp", title: "   ", date: "2026-03-14T22:30:00.000Z" },
      "title description date",
    );
    // 22:30 UTC is already the 15th in Johannesburg (UTC+2).
    expect(created).toEqual({ title: "Gallery Image 2026/03/15", description: "", date: "2026-03-14T22:30:00.000Z" });
  });

  it("keeps a given title and description, lists newest first, deletes", async () => {
    const token = server.staffToken();
    const older = await create(server, "createGalleryItem", { imageUrl: "/files/a.webp", title: "Gala", description: "Relay", date: "2026-01-01T08:00:00.000Z" });
    await create(server, "createGalleryItem", { imageUrl: "/files/b.webp", title: "Choir" });
    const listed = await server.graphql("{ galleryItems { nodes { title description imageUrl } } }");
    expect(listed.data?.galleryItems.nodes).toEqual([
      { title: "Choir", description: "", imageUrl: "/files/b.webp" },
      { title: "Gala", description: "Relay", imageUrl: "/files/a.webp" },
    ]);
    expect((await server.graphql(`mutation ($id: ID!) { deleteGalleryItem(id: $id) }`, { id: older.id }, { token })).data).toEqual({ deleteGalleryItem: older.id });
    const again = await server.graphql(`mutation ($id: ID!) { deleteGalleryItem(id: $id) }`, { id: older.id }, { token });
    expect(again.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});
