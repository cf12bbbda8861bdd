import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const DAY = 24 * 60 * 60 * 1000;
const CREATE_NEWS = `mutation ($input: NewsInput!) { createNews(input: $input) { id } }`;
const CREATE_EVENT = `mutation ($input: EventInput!) { createEvent(input: $input) { id } }`;
const SHARE = `mutation ($kind: PreviewKind!, $itemId: ID!) {
  sharePreview(kind: $kind, itemId: $itemId) { id kind itemId createdBy createdAt expiresAt token }
}`;
const LINKS = `query ($kind: PreviewKind!, $itemId: ID!) { previewLinks(kind: $kind, itemId: $itemId) { id } }`;
const REVOKE = `mutation ($id: ID!) { revokePreviewLink(id: $id) { id revokedAt } }`;
const UPDATE_NEWS = `mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id } }`;
const DELETE_NEWS = `mutation ($id: ID!) { deleteNews(id: $id) }`;
const RESTORE = `mutation ($id: ID!) { restoreFromTrash(kind: NEWS, id: $id) }`;
const NEWS_ITEM = `query ($id: ID!) { newsItem(id: $id) { title } }`;
const EVENT_ITEM = `query ($id: ID!) { event(id: $id) { title } }`;

interface SharedLink {
  id: string;
  kind: string;
  itemId: string;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  token: string;
}

describe("shared preview links", () => {
  let server: TestServer;
  const asStaff = (query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { token: server.staffToken() });
  const withPreview = (query: string, variables: Record<string, unknown>, token: string) =>
    server.graphql(query, variables, { headers: { "x-preview-token": token } });

  const articleInput = (title: string, publication: Record<string, unknown> = { action: "DRAFT" }) => ({
    title,
    excerpt: "Excerpt",
    content: "<p>Content</p>",
    date: "2026-11-20",
    category: "Notices",
    publication,
  });
  const draftArticle = async (title: string) => {
    const result = await asStaff(CREATE_NEWS, { input: articleInput(title) });
    expect(result.errors).toBeUndefined();
    return (result.data!.createNews as { id: string }).id;
  };
  const share = async (kind: string, itemId: string) => {
    const result = await asStaff(SHARE, { kind, itemId });
    expect(result.errors).toBeUndefined();
    return result.data!.sharePreview as unknown as SharedLink;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.dataSource.query("DELETE FROM preview_links");
    await server.dataSource.query("DELETE FROM news");
    await server.dataSource.query("DELETE FROM audit_entries");
  });

  it("shows a draft to whoever holds its link, without signing in, and marks the answer noindex", async () => {
    const id = await draftArticle("Sports day draft");
    const link = await share("NEWS", id);
    expect(link).toMatchObject({ kind: "NEWS", itemId: id, createdBy: "office@school.example" });
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()).toBe(7 * DAY);

    const previewed = await withPreview(NEWS_ITEM, { id }, link.token);
    expect(previewed.errors).toBeUndefined();
    expect(previewed.data!.newsItem).toEqual({ title: "Sports day draft" });
    expect(previewed.headers!.get("x-robots-tag")).toBe("noindex");
    expect((await server.graphql(NEWS_ITEM, { id })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("never caches a preview: the same query without the link right after still finds nothing", async () => {
    const id = await draftArticle("Not for the cache");
    const { token } = await share("NEWS", id);
    expect((await withPreview(NEWS_ITEM, { id }, token)).data!.newsItem).toEqual({ title: "Not for the cache" });
    expect((await withPreview(NEWS_ITEM, { id }, token)).headers!.get("x-cache")).toBeNull();
    const later = await server.graphql(NEWS_ITEM, { id });
    expect(later.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(later.headers!.get("x-robots-tag")).toBeNull();
  });

  it("opens only its own item, of its own kind", async () => {
    const shared = await draftArticle("Shared draft");
    const other = await draftArticle("Other draft");
    const { token } = await share("NEWS", shared);
    expect((await withPreview(NEWS_ITEM, { id: other }, token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");

    const event = await asStaff(CREATE_EVENT, {
      input: {
        title: "Draft concert",
        description: "In the hall",
        date: "2026-12-01",
        time: "6:00 PM",
        location: "School hall",
        publication: { action: "DRAFT" },
      },
    });
    expect(event.errors).toBeUndefined();
    const eventId = (event.data!.createEvent as { id: string }).id;
    expect((await withPreview(EVENT_ITEM, { id: eventId }, token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const eventLink = await share("EVENT", eventId);
    expect((await withPreview(EVENT_ITEM, { id: eventId }, eventLink.token)).data!.event).toEqual({
      title: "Draft concert",
    });
  });

  it("stops working after 7 days by the server's clock", async () => {
    const id = await draftArticle("Expiring draft");
    const { token } = await share("NEWS", id);
    server.clock.advance(7 * DAY - 1000);
    expect((await withPreview(NEWS_ITEM, { id }, token)).data!.newsItem).toEqual({ title: "Expiring draft" });
    expect((await asStaff(LINKS, { kind: "NEWS", itemId: id })).data!.previewLinks).toHaveLength(1);
    server.clock.advance(1000);
    expect((await withPreview(NEWS_ITEM, { id }, token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await asStaff(LINKS, { kind: "NEWS", itemId: id })).data!.previewLinks).toEqual([]);
  });

  it("stops working once revoked, and the revocation is audited", async () => {
    const id = await draftArticle("Withdrawn draft");
    const link = await share("NEWS", id);
    const kept = await share("NEWS", id);
    expect((await asStaff(LINKS, { kind: "NEWS", itemId: id })).data!.previewLinks).toHaveLength(2);

    const revoked = await asStaff(REVOKE, { id: link.id });
    expect(revoked.errors).toBeUndefined();
    expect((revoked.data!.revokePreviewLink as { revokedAt: string | null }).revokedAt).not.toBeNull();
    expect((await withPreview(NEWS_ITEM, { id }, link.token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await withPreview(NEWS_ITEM, { id }, kept.token)).data!.newsItem).toEqual({ title: "Withdrawn draft" });
    expect((await asStaff(LINKS, { kind: "NEWS", itemId: id })).data!.previewLinks).toEqual([{ id: kept.id }]);

    const entries: { action: string; subject_id: string; actor: string }[] = await server.dataSource.query(
      `SELECT action, subject_id, actor FROM audit_entries WHERE subject_type = 'Preview link' ORDER BY at, action`,
    );
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: "create", subject_id: link.id, actor: "office@school.example" },
        { action: "update", subject_id: link.id, actor: "office@school.example" },
      ]),
    );
  });

  describe("ends with its item's draft", () => {
    const staffDoes = async (query: string, variables: Record<string, unknown>) => {
      const result = await asStaff(query, variables);
      expect(result.errors).toBeUndefined();
    };
    const opens = async (id: string, token: string): Promise<unknown> =>
      (await withPreview(NEWS_ITEM, { id }, token)).data?.newsItem;
    const activeLinks = async (id: string) =>
      (await asStaff(LINKS, { kind: "NEWS", itemId: id })).data!.previewLinks as unknown[];

    it("when the item is published: taken back to a draft, it no longer opens", async () => {
      const id = await draftArticle("Published draft");
      const { token } = await share("NEWS", id);
      await staffDoes(UPDATE_NEWS, { id, input: articleInput("Published draft", { action: "PUBLISH" }) });
      expect(await activeLinks(id)).toEqual([]);
      await staffDoes(UPDATE_NEWS, { id, input: articleInput("Published draft") });
      expect(await opens(id, token)).toBeUndefined();
    });

    it("when the item is scheduled: it opens until the item goes public, then no more", async () => {
      const id = await draftArticle("Scheduled draft");
      const { token } = await share("NEWS", id);
      const publishAt = new Date(server.clock.now().getTime() + DAY).toISOString();
      await staffDoes(UPDATE_NEWS, { id, input: articleInput("Scheduled draft", { action: "SCHEDULE", publishAt }) });
      expect(await opens(id, token)).toEqual({ title: "Scheduled draft" });
      server.clock.advance(DAY);
      expect(await activeLinks(id)).toEqual([]);
      await staffDoes(UPDATE_NEWS, { id, input: articleInput("Scheduled draft") });
      expect(await opens(id, token)).toBeUndefined();
    });

    it("when the item is deleted, and when it is restored from the trash", async () => {
      const id = await draftArticle("Binned draft");
      const before = await share("NEWS", id);
      await staffDoes(DELETE_NEWS, { id });
      const whileBinned = await share("NEWS", id);
      await staffDoes(RESTORE, { id });
      expect(await activeLinks(id)).toEqual([]);
      for (const { token } of [before, whileBinned]) expect(await opens(id, token)).toBeUndefined();
      // A link shared after the restore works as any other.
      expect(await opens(id, (await share("NEWS", id)).token)).toEqual({ title: "Binned draft" });
    });
  });

  it("refuses a sign-in token, a tampered token, and a preview token used to sign in", async () => {
    const id = await draftArticle("Guarded draft");
    const { token } = await share("NEWS", id);
    expect((await withPreview(NEWS_ITEM, { id }, server.staffToken())).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const [header, payload, signature] = token.split(".");
    const forged = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...forged, exp: 9_999_999_999 })).toString("base64url"),
      signature,
    ];
    expect((await withPreview(NEWS_ITEM, { id }, tampered.join("."))).errors?.[0].extensions?.code).toBe("NOT_FOUND");

    const signIn = await server.graphql(SHARE, { kind: "NEWS", itemId: id }, { token });
    expect(signIn.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("lets only staff share, list and revoke links", async () => {
    const id = await draftArticle("Staff only");
    const link = await share("NEWS", id);
    for (const [query, variables] of [
      [SHARE, { kind: "NEWS", itemId: id }],
      [LINKS, { kind: "NEWS", itemId: id }],
      [REVOKE, { id: link.id }],
    ] as const) {
      const result = await server.graphql(query, variables, { headers: { "x-preview-token": link.token } });
      expect(result.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    }
    const [{ count }]: { count: string }[] = await server.dataSource.query(
      `SELECT count(*) FROM preview_links WHERE revoked_at IS NULL`,
    );
    expect(Number(count)).toBe(1);
  });

  it("answers NOT_FOUND for sharing an item that does not exist", async () => {
    const result = await asStaff(SHARE, { kind: "ANNOUNCEMENT", itemId: "00000000-0000-4000-8000-00000000abcd" });
    expect(result.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});
