import { PostgresAssetStore } from "../../server/src/modules/files";
import { confirmNewPassword, signIn } from "../support/accounts";
import { announcementInput, eventInput, newsInput } from "../support/fixtures";
import { dataUrl, pdf, png } from "../support/files";
import { asStaff as restAsStaff } from "../support/rest";
import { staffUser, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const THANDI = "thandi.mokoena@school.example";
const TIME_ZONE = "Africa/Johannesburg";

/** One kind of versioned content, as GraphQL names it, with a valid input for creating one. */
interface Kind {
  field: string;
  type: string;
  table: string;
  noun: string;
  input(): Promise<Record<string, unknown>>;
  /** The fields an update needs beside the title. */
  update: Record<string, unknown>;
}

const KINDS: Kind[] = [
  {
    field: "news",
    type: "News",
    table: "news",
    noun: "news article",
    input: () => Promise.resolve(newsInput()),
    update: newsInput(),
  },
  {
    field: "event",
    type: "Event",
    table: "events",
    noun: "event",
    input: () => Promise.resolve(eventInput()),
    update: eventInput(),
  },
  {
    field: "announcement",
    type: "Announcement",
    table: "announcements",
    noun: "announcement",
    input: () => Promise.resolve(announcementInput()),
    update: announcementInput(),
  },
  {
    field: "document",
    type: "Document",
    table: "documents",
    noun: "document",
    input: async () => ({ title: "School fees", fileData: dataUrl(await pdf(), "application/pdf") }),
    update: {},
  },
  {
    field: "galleryItem",
    type: "GalleryItem",
    table: "gallery_items",
    noun: "gallery item",
    input: async () => ({
      title: "Sports day",
      alt: "Girls running",
      imageData: dataUrl(await png(8, 8), "image/png"),
    }),
    update: { alt: "Girls running" },
  },
];

const capitalized = (name: string) => name[0].toUpperCase() + name.slice(1);

const operations = (kind: Kind) => {
  const name = capitalized(kind.field);
  return {
    create: `mutation ($input: ${kind.type}Input!) { create${name}(input: $input) { id title version } }`,
    update: `mutation ($id: ID!, $input: ${kind.type}Input!, $expectedVersion: Int) {
      update${name}(id: $id, input: $input, expectedVersion: $expectedVersion) { id title version }
    }`,
    versions: `query ($id: ID!) { ${kind.field}Versions(id: $id) { version savedAt savedBy title current } }`,
    restore: `mutation ($id: ID!, $version: Int!, $expectedVersion: Int!) {
      restore${name}Version(id: $id, version: $version, expectedVersion: $expectedVersion) { id title version }
    }`,
    createField: `create${name}`,
    updateField: `update${name}`,
    versionsField: `${kind.field}Versions`,
    restoreField: `restore${name}Version`,
  };
};

interface Saved {
  id: string;
  title: string;
  version: number;
}

/** 'at 14:05' (today) or 'at 14:05 on 22 Nov 2026', as the school's clock shows `at`. */
const clockTime = (at: Date) =>
  at.toLocaleTimeString("en-ZA", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" });

describe("versions of content", () => {
  let server: TestServer;
  let thandi: string;
  const as = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { token });
  const asOffice = (query: string, variables: Record<string, unknown> = {}) =>
    as(server.staffToken(), query, variables);

  beforeAll(async () => {
    server = await startTestServer();
    // A second member of staff, named by her e-mail address as the audit log names people.
    const { temporaryPassword } = await server.users.create("thandi", THANDI);
    const challenge = await signIn(server, "thandi", temporaryPassword);
    const confirmed = await confirmNewPassword(server, challenge.data!.signIn.session, "Chalk-Board-77!");
    thandi = confirmed.data!.confirmSignInWithNewPassword.signedIn.accessToken;
  });
  afterAll(() => server.close());

  describe.each(KINDS)("$type", (kind) => {
    const ops = operations(kind);
    const save = async (token: string, id: string, title: string, expectedVersion?: number) =>
      as(token, ops.update, { id, input: { ...kind.update, title }, expectedVersion });

    it("refuses a save over someone else's newer version, naming who and when; an overwrite then saves over it", async () => {
      const created = await as(thandi, ops.create, { input: { ...(await kind.input()), title: "First" } });
      const { id, version } = created.data![ops.createField] as unknown as Saved;
      expect(version).toBe(1);
      const theirs = await save(thandi, id, "Thandi's title", 1);
      expect(theirs.data![ops.updateField]).toMatchObject({ title: "Thandi's title", version: 2 });

      const mine = await save(server.staffToken(), id, "Office title", 1);
      const [{ updated_at: savedAt }]: { updated_at: Date }[] = await server.dataSource.query(
        `SELECT updated_at FROM ${kind.table} WHERE id = $1`,
        [id],
      );
      expect(mine.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", version: 2, savedBy: THANDI });
      expect(mine.errors?.[0].message).toMatch(
        new RegExp(`^${THANDI} saved this ${kind.noun} at ${clockTime(savedAt)}( on [^,]+)?, after you opened it\\.$`),
      );
      const stored: { title: string; version: number }[] = await server.dataSource.query(
        `SELECT title, version FROM ${kind.table} WHERE id = $1`,
        [id],
      );
      expect(stored).toEqual([{ title: "Thandi's title", version: 2 }]);

      // Overwrite: saved again over the version the refusal named.
      const overwritten = await save(server.staffToken(), id, "Office title", 2);
      expect(overwritten.data![ops.updateField]).toMatchObject({ title: "Office title", version: 3 });
    });

    it("lists every version with who saved it and when, and restores one as a new version", async () => {
      const created = await as(thandi, ops.create, { input: { ...(await kind.input()), title: "First" } });
      const { id } = created.data![ops.createField] as unknown as Saved;
      await save(thandi, id, "Second", 1);
      await save(server.staffToken(), id, "Third", 2);

      const listed = await asOffice(ops.versions, { id });
      expect(listed.data![ops.versionsField]).toEqual([
        { version: 3, savedAt: expect.any(String), savedBy: staffUser.email, title: "Third", current: true },
        { version: 2, savedAt: expect.any(String), savedBy: THANDI, title: "Second", current: false },
        { version: 1, savedAt: expect.any(String), savedBy: THANDI, title: "First", current: false },
      ]);

      const restored = await asOffice(ops.restore, { id, version: 1, expectedVersion: 3 });
      expect(restored.data![ops.restoreField]).toEqual({ id, title: "First", version: 4 });
      // The restore is itself a version: undoing it brings back what it replaced.
      const undone = await asOffice(ops.restore, { id, version: 3, expectedVersion: 4 });
      expect(undone.data![ops.restoreField]).toEqual({ id, title: "Third", version: 5 });

      const stale = await asOffice(ops.restore, { id, version: 2, expectedVersion: 4 });
      expect(stale.errors?.[0].extensions?.code).toBe("CONFLICT");
      const missing = await asOffice(ops.restore, { id, version: 42, expectedVersion: 5 });
      expect(missing.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    });

    it("shows versions and restores them to staff only", async () => {
      const created = await asOffice(ops.create, { input: await kind.input() });
      const { id } = created.data![ops.createField] as unknown as Saved;
      const listed = await server.graphql(ops.versions, { id });
      expect(listed.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
      const restored = await server.graphql(ops.restore, { id, version: 1, expectedVersion: 1 });
      expect(restored.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  it("brings back a replaced picture, which stays stored while a version names it", async () => {
    const first = await png(8, 8);
    const created = await asOffice(`mutation ($input: NewsInput!) { createNews(input: $input) { id imageId } }`, {
      input: newsInput({ imageData: dataUrl(first, "image/png") }),
    });
    const { id, imageId: firstPicture } = created.data!.createNews as { id: string; imageId: string };
    const replaced = await asOffice(
      `mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input, expectedVersion: 1) { imageId } }`,
      { id, input: newsInput({ imageData: dataUrl(await png(12, 12), "image/png") }) },
    );
    expect((replaced.data!.updateNews as { imageId: string }).imageId).not.toBe(firstPicture);

    // The nightly pruning of unused pictures keeps it: the first version still shows it.
    await new PostgresAssetStore(server.dataSource).pruneUnusedImages(new Date(Date.now() + 60_000), []);
    expect(await server.dataSource.query(`SELECT id FROM assets WHERE id = $1`, [firstPicture])).toHaveLength(1);

    const restored = await asOffice(
      `mutation ($id: ID!) { restoreNewsVersion(id: $id, version: 1, expectedVersion: 2) { imageId version } }`,
      { id },
    );
    expect(restored.data!.restoreNewsVersion).toEqual({ imageId: firstPicture, version: 3 });
  });

  it("brings back a document's earlier PDF", async () => {
    const created = await asOffice(
      `mutation ($input: DocumentInput!) { createDocument(input: $input) { id sizeBytes } }`,
      {
        input: { title: "Fees", fileData: dataUrl(await pdf("Fees 2026"), "application/pdf") },
      },
    );
    const { id, sizeBytes } = created.data!.createDocument as { id: string; sizeBytes: number };
    const longer = await pdf("Fees 2027, with the new payment plan for every grade");
    await asOffice(
      `mutation ($id: ID!, $input: DocumentInput!) { updateDocument(id: $id, input: $input, expectedVersion: 1) { id } }`,
      { id, input: { title: "Fees", fileData: dataUrl(longer, "application/pdf") } },
    );
    const restored = await asOffice(
      `mutation ($id: ID!) { restoreDocumentVersion(id: $id, version: 1, expectedVersion: 2) { sizeBytes } }`,
      { id },
    );
    expect(restored.data!.restoreDocumentVersion).toEqual({ sizeBytes });
    const download = await fetch(`${server.url}/documents/${id}/download`);
    expect((await download.arrayBuffer()).byteLength).toBe(sizeBytes);
  });

  it("logs a restore once, as a restore, with who did it; saves log their fields without the version", async () => {
    const created = await asOffice(`mutation ($input: NewsInput!) { createNews(input: $input) { id } }`, {
      input: newsInput({ title: "Sports day" }),
    });
    const { id } = created.data!.createNews as { id: string };
    await asOffice(
      `mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input, expectedVersion: 1) { id } }`,
      { id, input: newsInput({ title: "Sports day moved" }) },
    );
    await asOffice(`mutation ($id: ID!) { restoreNewsVersion(id: $id, version: 1, expectedVersion: 2) { id } }`, {
      id,
    });
    const entries: { action: string; actor: string; summary: string; changes: string[] }[] =
      await server.dataSource.query(
        `SELECT action, actor, summary, changes FROM audit_entries WHERE subject_id = $1 ORDER BY at DESC, summary`,
        [id],
      );
    expect(entries.filter((entry) => entry.action !== "create")).toEqual([
      {
        action: "restore",
        actor: staffUser.email,
        summary: 'Restored version 1 of "Sports day" (now version 3)',
        changes: ["title"],
      },
      { action: "update", actor: staffUser.email, summary: 'Updated "Sports day moved": title', changes: ["title"] },
    ]);
  });

  it("answers each version's fields as staff name them, with their values then, so a change to the text alone shows", async () => {
    const created = await asOffice(`mutation ($input: NewsInput!) { createNews(input: $input) { id } }`, {
      input: newsInput({ title: "Sports day", content: "<p>All day on the field</p>" }),
    });
    const { id } = created.data!.createNews as { id: string };
    await asOffice(
      `mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input, expectedVersion: 1) { id } }`,
      {
        id,
        input: newsInput({
          title: "Sports day",
          content: "<p>All morning on the field</p>",
          publication: { action: "PUBLISH", expiresAt: "2027-01-31T10:00:00.000Z" },
        }),
      },
    );
    const listed = await asOffice(
      `query ($id: ID!) { newsVersions(id: $id) { version title fields { name label format value empty } } }`,
      { id },
    );
    expect(listed.errors).toBeUndefined();
    const versions = listed.data!.newsVersions as {
      version: number;
      title: string;
      fields: { name: string; label: string; format: string; value: string | null; empty: string }[];
    }[];
    expect(versions.map(({ version, title }) => ({ version, title }))).toEqual([
      { version: 2, title: "Sports day" },
      { version: 1, title: "Sports day" },
    ]);
    const field = (version: number, name: string) =>
      versions.find((entry) => entry.version === version)!.fields.find((item) => item.name === name);
    expect(versions[0].fields.map((item) => item.label)).toEqual([
      "title",
      "excerpt",
      "content",
      "date",
      "category",
      "image",
      "publication date",
      "take-down date",
    ]);
    expect(field(2, "content")).toEqual({
      name: "content",
      label: "content",
      format: "RICH_TEXT",
      value: "<p>All morning on the field</p>",
      empty: "none",
    });
    expect(field(1, "content")?.value).toBe("<p>All day on the field</p>");
    expect(field(2, "expiresAt")).toEqual(
      expect.objectContaining({ format: "INSTANT", value: "2027-01-31T10:00:00.000Z" }),
    );
    expect(field(1, "expiresAt")).toEqual(expect.objectContaining({ value: null, empty: "none (it stays up)" }));
    expect(field(1, "date")).toEqual(expect.objectContaining({ format: "DATE", value: "2026-03-14" }));
    expect(field(1, "imageAsset")?.value).toBeNull();
  });

  it("answers any item's versions by its type's name, as its own type's query does, to staff only", async () => {
    const created = await asOffice(`mutation ($input: EventInput!) { createEvent(input: $input) { id } }`, {
      input: eventInput({ title: "Carol service" }),
    });
    const { id } = created.data!.createEvent as { id: string };
    await asOffice(
      `mutation ($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input, expectedVersion: 1) { id } }`,
      { id, input: eventInput({ title: "Carol service", location: "The chapel" }) },
    );
    const selection = "version title current fields { name value }";
    const generic = await asOffice(`query ($id: ID!) { itemVersions(type: Event, id: $id) { ${selection} } }`, { id });
    const own = await asOffice(`query ($id: ID!) { eventVersions(id: $id) { ${selection} } }`, { id });
    expect(generic.errors).toBeUndefined();
    expect(generic.data!.itemVersions).toEqual(own.data!.eventVersions);
    expect((generic.data!.itemVersions as unknown[]).length).toBe(2);

    const anonymous = await server.graphql(`query ($id: ID!) { itemVersions(type: Event, id: $id) { version } }`, {
      id,
    });
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("answers a photo's album by name and its picture by address in every version, the picture then kept", async () => {
    const album = await asOffice(`mutation { createAlbum(input: { name: "Sports day 2026" }) { id } }`);
    const albumId = (album.data!.createAlbum as { id: string }).id;
    const otherAlbum = await asOffice(`mutation { createAlbum(input: { name: "Swimming gala" }) { id } }`);
    const otherAlbumId = (otherAlbum.data!.createAlbum as { id: string }).id;
    const created = await asOffice(
      `mutation ($input: GalleryItemInput!) { createGalleryItem(input: $input) { id imageUrl } }`,
      { input: { title: "Relay", alt: "Girls running", albumId, imageData: dataUrl(await png(8, 8), "image/png") } },
    );
    const { id, imageUrl: firstPhoto } = created.data!.createGalleryItem as { id: string; imageUrl: string };
    const updated = await asOffice(
      `mutation ($id: ID!, $input: GalleryItemInput!) { updateGalleryItem(id: $id, input: $input, expectedVersion: 1) { id } }`,
      {
        id,
        input: {
          title: "Relay",
          alt: "Girls running",
          albumId: otherAlbumId,
          imageData: dataUrl(await png(12, 12), "image/png"),
        },
      },
    );
    expect(updated.errors).toBeUndefined();
    const listed = await asOffice(
      `query ($id: ID!) { galleryItemVersions(id: $id) { version fields { name value } } }`,
      {
        id,
      },
    );
    const [now, before] = listed.data!.galleryItemVersions as { fields: { name: string; value: string | null }[] }[];
    const value = (fields: { name: string; value: string | null }[], name: string) =>
      fields.find((item) => item.name === name)?.value;
    expect(value(before.fields, "album")).toBe("Sports day 2026");
    expect(value(now.fields, "album")).toBe("Swimming gala");
    expect(value(before.fields, "imageAsset")).toBe(firstPhoto);
    expect(value(now.fields, "imageAsset")).toMatch(/^\/files\//);
    expect(value(now.fields, "imageAsset")).not.toBe(firstPhoto);
  });

  it("saves a REST PUT without a version (integrators), keeping the version it replaced", async () => {
    const created = await asOffice(`mutation ($input: NewsInput!) { createNews(input: $input) { id } }`, {
      input: newsInput({ title: "Before" }),
    });
    const { id } = created.data!.createNews as { id: string };
    const put = await restAsStaff(server, "PUT", `/news/${id}`, newsInput({ title: "After" }));
    expect(put.status).toBe(200);
    const listed = await asOffice(`query ($id: ID!) { newsVersions(id: $id) { version title } }`, { id });
    expect(listed.data!.newsVersions).toEqual([
      { version: 2, title: "After" },
      { version: 1, title: "Before" },
    ]);
  });

  it("forgets an item's versions, and the pictures only they named, when it is deleted for good", async () => {
    const created = await asOffice(`mutation ($input: NewsInput!) { createNews(input: $input) { id imageId } }`, {
      input: newsInput({ imageData: dataUrl(await png(8, 8), "image/png") }),
    });
    const { id, imageId: firstPicture } = created.data!.createNews as { id: string; imageId: string };
    await asOffice(
      `mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input, expectedVersion: 1) { id } }`,
      { id, input: newsInput({ imageData: dataUrl(await png(12, 12), "image/png") }) },
    );
    await asOffice(`mutation ($id: ID!) { deleteNews(id: $id) }`, { id });
    await asOffice(`mutation ($id: ID!) { deleteForever(kind: NEWS, id: $id) }`, { id });
    expect(await server.dataSource.query(`SELECT id FROM item_revisions WHERE item_id = $1`, [id])).toEqual([]);
    expect(await server.dataSource.query(`SELECT id FROM assets WHERE id = $1`, [firstPicture])).toEqual([]);
  });
});
