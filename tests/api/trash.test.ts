import { SCHEDULER } from "../../server/src/jobs/job-runner";
import { create, newsInput } from "../support/fixtures";
import { until } from "../support/poll";
import { PNG_1X1, TINY_PDF, asStaff as restAsStaff, rest, restKinds } from "../support/rest";
import { staffUser, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const DAY_MS = 24 * 60 * 60 * 1000;

const TRASH = `{ trash { kind id title deletedAt deletedBy purgesAt } }`;
const RESTORE = `mutation ($kind: TrashKind!, $id: ID!) { restoreFromTrash(kind: $kind, id: $id) }`;
const DELETE_FOREVER = `mutation ($kind: TrashKind!, $id: ID!) { deleteForever(kind: $kind, id: $id) }`;

/** Each REST kind's name in the trash. */
const TRASH_KIND: Record<string, string> = {
  news: "NEWS",
  events: "EVENT",
  announcements: "ANNOUNCEMENT",
  documents: "DOCUMENT",
  gallery_items: "GALLERY_PHOTO",
};

interface Trashed {
  kind: string;
  id: string;
  title: string;
  deletedAt: string;
  deletedBy: string | null;
  purgesAt: string;
}

describe("trash", () => {
  let server: TestServer;
  const asStaff = (query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { token: server.staffToken() });
  const trash = async () => {
    const result = await asStaff(TRASH);
    expect(result.errors).toBeUndefined();
    return result.data!.trash as unknown as Trashed[];
  };
  const auditOf = (id: string): Promise<{ action: string; actor: string | null; summary: string }[]> =>
    server.dataSource.query(
      `SELECT action, actor, summary FROM audit_entries WHERE subject_id = $1 ORDER BY at, action`,
      [id],
    );
  const rowCount = async (table: string, id: string) =>
    Number((await server.dataSource.query(`SELECT count(*) AS n FROM ${table} WHERE id = $1`, [id]))[0].n);
  const assetExists = async (assetId: string) =>
    Number((await server.dataSource.query(`SELECT count(*) AS n FROM assets WHERE id = $1`, [assetId]))[0].n) === 1;
  const createNews = async (title: string) =>
    create<{ id: string; imageId: string; image: string }>(
      server,
      "createNews",
      newsInput({ title, imageData: PNG_1X1 }),
      "id imageId image",
    );

  beforeAll(async () => {
    // The real job runner, so the purge runs as the nightly job does.
    server = await startTestServer({ JOBS_ENABLED: "true" });
  });
  afterAll(() => server.close());

  describe.each(restKinds)("deleting from $path", (kind) => {
    it("hides the item from everyone, staff included, and lists it in the trash with who deleted it", async () => {
      const created = await restAsStaff(server, "POST", kind.path, kind.input());
      const id = (created.body as { id: string }).id;
      expect((await restAsStaff(server, "DELETE", `${kind.path}/${id}`)).status).toBe(204);

      expect((await restAsStaff(server, "GET", `${kind.path}/${id}`)).status).toBe(404);
      const list = (await rest(server, "GET", kind.path)).body as { id: string }[];
      expect(list.map((item) => item.id)).not.toContain(id);
      const read = await asStaff(`query ($id: ID!) { ${kind.graphql.read}(id: $id) { id } }`, { id });
      expect(read.errors?.[0].extensions?.code).toBe("NOT_FOUND");
      // A second delete finds nothing to delete.
      expect((await restAsStaff(server, "DELETE", `${kind.path}/${id}`)).status).toBe(404);

      const trashed = (await trash()).find((item) => item.id === id);
      expect(trashed).toEqual({
        kind: TRASH_KIND[kind.table],
        id,
        title: kind.input().title,
        deletedAt: expect.any(String),
        deletedBy: staffUser.email,
        purgesAt: new Date(new Date(trashed!.deletedAt).getTime() + 30 * DAY_MS).toISOString(),
      });
      expect(await rowCount(kind.table, id)).toBe(1);
    });
  });

  it("keeps a deleted article out of the staff list, the sitemap and the categories, its picture kept", async () => {
    const article = await createNews("Trashed article");
    await create(server, "createNews", newsInput({ title: "Kept article", category: "Music" }));
    await asStaff(`mutation ($id: ID!) { deleteNews(id: $id) }`, { id: article.id });

    const staffList = await asStaff(`{ news(includeUnpublished: true, first: 100) { nodes { id } } }`);
    expect((staffList.data!.news as { nodes: { id: string }[] }).nodes.map((node) => node.id)).not.toContain(
      article.id,
    );
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(article.id);
    expect((await server.graphql(`{ newsCategories }`)).data!.newsCategories).not.toContain("Sport");
    // The file stays for a restore: the nightly prune of unused pictures must not take it either.
    expect(await assetExists(article.imageId)).toBe(true);
    expect((await fetch(`${server.url}${article.image}`)).status).toBe(200);
  });

  it("takes a deleted document off General Information and its downloads, and restores it where it was", async () => {
    const document = await create<{ id: string; fileUrl: string }>(
      server,
      "createDocument",
      { title: "Fees 2027", fileData: TINY_PDF },
      "id fileUrl",
    );
    const [{ file_id: fileId }]: { file_id: string }[] = await server.dataSource.query(
      `SELECT file_id FROM documents WHERE id = $1`,
      [document.id],
    );
    const [{ variants }]: { variants: { name: string; sha256: string }[] }[] = await server.dataSource.query(
      `SELECT variants FROM assets WHERE id = $1`,
      [fileId],
    );
    const fileAddress = `${server.url}/files/${fileId}/${variants[0].name}.${variants[0].sha256.slice(0, 16)}.pdf`;
    const saved = await asStaff(
      `mutation ($input: GeneralInfoContentInput!) { updateGeneralInfoContent(input: $input, expectedVersion: 0) { version } }`,
      { input: { sections: [{ title: "Fees", description: "", documentIds: [document.id] }] } },
    );
    expect(saved.errors).toBeUndefined();
    const generalInfo = async () =>
      (await server.graphql(`{ generalInfoContent { sections { documents { id } } otherDocuments { id } } }`)).data!
        .generalInfoContent as unknown as { sections: { documents: { id: string }[] }[] };
    expect((await fetch(`${server.url}${document.fileUrl}`)).status).toBe(200);
    expect((await fetch(fileAddress)).status).toBe(200);

    await asStaff(`mutation ($id: ID!) { deleteDocument(id: $id) }`, { id: document.id });
    expect((await generalInfo()).sections[0].documents).toEqual([]);
    expect((await fetch(`${server.url}${document.fileUrl}`)).status).toBe(404);
    expect(
      (await fetch(`${server.url}${document.fileUrl}`, { headers: { authorization: `Bearer ${server.staffToken()}` } }))
        .status,
    ).toBe(404);
    expect((await fetch(fileAddress)).status).toBe(404);

    const restored = await asStaff(RESTORE, { kind: "DOCUMENT", id: document.id });
    expect(restored.data).toEqual({ restoreFromTrash: document.id });
    expect((await generalInfo()).sections[0].documents).toEqual([{ id: document.id }]);
    expect((await fetch(`${server.url}${document.fileUrl}`)).status).toBe(200);
    expect((await trash()).map((item) => item.id)).not.toContain(document.id);
  });

  it("restores a photo to the gallery with its picture, and logs the delete and the restore", async () => {
    const photo = await create<{ id: string; imageUrl: string }>(
      server,
      "createGalleryItem",
      { title: "Relay", alt: "Girls running", imageData: PNG_1X1 },
      "id imageUrl",
    );
    await asStaff(`mutation ($id: ID!) { deleteGalleryItem(id: $id) }`, { id: photo.id });
    // Reordering names the photos still in the gallery; the trashed one is not asked for.
    const gallery = async () =>
      (
        (await server.graphql(`{ galleryItems(first: 100) { nodes { id } } }`)).data!.galleryItems as {
          nodes: { id: string }[];
        }
      ).nodes.map((node) => node.id);
    const live = await gallery();
    expect(live).not.toContain(photo.id);
    const reordered = await asStaff(`mutation ($ids: [ID!]!) { reorderGalleryItems(ids: $ids) { id } }`, {
      ids: live,
    });
    expect(reordered.errors).toBeUndefined();

    await asStaff(RESTORE, { kind: "GALLERY_PHOTO", id: photo.id });
    expect(await gallery()).toContain(photo.id);
    expect((await fetch(`${server.url}${photo.imageUrl}`)).status).toBe(200);
    expect(await auditOf(photo.id)).toEqual([
      expect.objectContaining({ action: "create" }),
      { action: "delete", actor: staffUser.email, summary: 'Deleted "Relay" (moved to the trash)' },
      { action: "restore", actor: staffUser.email, summary: 'Restored "Relay" from the trash' },
    ]);
    const [{ deleted_by: deletedBy }]: { deleted_by: string | null }[] = await server.dataSource.query(
      `SELECT deleted_by FROM gallery_items WHERE id = $1`,
      [photo.id],
    );
    expect(deletedBy).toBeNull();
  });

  it("deletes forever at once, row and picture, only what is in the trash", async () => {
    const article = await createNews("Gone for good");
    const notTrashed = await asStaff(DELETE_FOREVER, { kind: "NEWS", id: article.id });
    expect(notTrashed.errors?.[0].extensions?.code).toBe("NOT_FOUND");

    await asStaff(`mutation ($id: ID!) { deleteNews(id: $id) }`, { id: article.id });
    const gone = await asStaff(DELETE_FOREVER, { kind: "NEWS", id: article.id });
    expect(gone.data).toEqual({ deleteForever: article.id });
    expect(await rowCount("news", article.id)).toBe(0);
    expect(await assetExists(article.imageId)).toBe(false);
    expect((await trash()).map((item) => item.id)).not.toContain(article.id);
    expect((await asStaff(RESTORE, { kind: "NEWS", id: article.id })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await auditOf(article.id)).at(-1)).toEqual({
      action: "purge",
      actor: staffUser.email,
      summary: 'Deleted "Gone for good" forever',
    });
  });

  it("purges what has been in the trash 30 days by the nightly job, files included, as the scheduler", async () => {
    const article = await createNews("Old news");
    const announcement = await restAsStaff(server, "POST", "/announcements", {
      title: "Old notice",
      content: "Gone soon.",
      date: "2026-03-14",
    });
    const announcementId = (announcement.body as { id: string }).id;
    await asStaff(`mutation ($id: ID!) { deleteNews(id: $id) }`, { id: article.id });
    await asStaff(`mutation ($id: ID!) { deleteAnnouncement(id: $id) }`, { id: announcementId });
    const [{ deleted_at: deletedAt }]: { deleted_at: Date }[] = await server.dataSource.query(
      `SELECT deleted_at FROM news WHERE id = $1`,
      [article.id],
    );
    // Queued as the nightly schedule does; the job's row goes once it has run.
    const runPurge = async () => {
      const [{ id: jobId }]: { id: string }[] = await server.dataSource.query(
        `SELECT id FROM graphile_worker.add_job('trash_purge', '{}'::json)`,
      );
      const done = async () =>
        (await server.dataSource.query(`SELECT 1 FROM graphile_worker.jobs WHERE id = $1`, [jobId])).length === 0;
      await until(done);
    };

    server.clock.advance(deletedAt.getTime() + 29 * DAY_MS - server.clock.now().getTime());
    await runPurge();
    expect(await rowCount("news", article.id)).toBe(1);
    expect(await rowCount("announcements", announcementId)).toBe(1);

    server.clock.advance(2 * DAY_MS);
    await runPurge();
    expect(await rowCount("news", article.id)).toBe(0);
    expect(await rowCount("announcements", announcementId)).toBe(0);
    expect(await assetExists(article.imageId)).toBe(false);
    expect((await auditOf(article.id)).at(-1)).toEqual({
      action: "purge",
      actor: SCHEDULER,
      summary: 'Deleted "Old news" forever',
    });
  });

  it("is for staff only", async () => {
    const article = await createNews("Private");
    await asStaff(`mutation ($id: ID!) { deleteNews(id: $id) }`, { id: article.id });
    expect((await server.graphql(TRASH)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    for (const mutation of [RESTORE, DELETE_FOREVER]) {
      const refused = await server.graphql(mutation, { kind: "NEWS", id: article.id });
      expect(refused.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    }
    expect(await rowCount("news", article.id)).toBe(1);
    expect((await trash()).map((item) => item.id)).toContain(article.id);
  });
});
