import fc from "fast-check";
import { create, newsInput } from "../support/fixtures";
import { planWithoutSeqScan } from "../support/query-plan";
import { describeListPlacement, nearDay, publication, word } from "../support/list-placement";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const LIST = `query ($first: Int, $after: String, $search: String, $category: String) {
  news(first: $first, after: $after, search: $search, category: $category) {
    nodes { id title date category }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe("news API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.dataSource.query("DELETE FROM news"));

  async function list(variables: Record<string, unknown> = {}) {
    const result = await server.graphql(LIST, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.news as {
      nodes: { id: string; title: string; date: string; category: string }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  }

  it("lists news newest first", async () => {
    await create(server, "createNews", newsInput({ title: "Old", date: "2025-01-01" }));
    await create(server, "createNews", newsInput({ title: "New", date: "2026-06-01" }));
    await create(server, "createNews", newsInput({ title: "Middle", date: "2025-06-01" }));
    const page = await list();
    expect(page.nodes.map((n) => n.title)).toEqual(["New", "Middle", "Old"]);
    expect(page.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
  });

  it("orders articles of the same day by creation, newest first", async () => {
    await create(server, "createNews", newsInput({ title: "First that day" }));
    await create(server, "createNews", newsInput({ title: "Second that day" }));
    const page = await list();
    expect(page.nodes.map((n) => n.title)).toEqual(["Second that day", "First that day"]);
  });

  it("pages through every item exactly once with first/after", async () => {
    const titles: string[] = [];
    for (let day = 1; day <= 7; day++) {
      await create(server, "createNews", newsInput({ title: `Day ${day}`, date: `2026-01-0${day}` }));
      titles.unshift(`Day ${day}`);
    }
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await list({ first: 3, after });
      seen.push(...page.nodes.map((n) => n.title));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(seen).toEqual(titles);
    expect(pages).toBe(3);
  });

  it("says there is no next page when the last page is exactly full", async () => {
    await create(server, "createNews", newsInput({ date: "2026-01-01" }));
    await create(server, "createNews", newsInput({ date: "2026-01-02" }));
    const page = await list({ first: 2 });
    expect(page.nodes).toHaveLength(2);
    expect(page.pageInfo.hasNextPage).toBe(false);
  });

  it("answers an empty page with a null cursor when there is nothing", async () => {
    const page = await list();
    expect(page).toEqual({ nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it("defaults to 20 per page and refuses more than 100 or fewer than 1", async () => {
    await server.dataSource.query(
      `INSERT INTO news (title, excerpt, content, date, category, published_at)
       SELECT 'Item ' || n, 'Excerpt', 'Content', DATE '2026-01-01' + n, 'Sport', now() - interval '1 day'
       FROM generate_series(1, 25) n`,
    );
    const page = await list();
    expect(page.nodes).toHaveLength(20);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect((await list({ first: 100 })).nodes).toHaveLength(25);

    for (const first of [101, 0, -1]) {
      const result = await server.graphql(LIST, { first });
      expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(result.errors?.[0].extensions?.fields).toHaveProperty("first");
    }
  });

  it("refuses a cursor that is not one of ours", async () => {
    for (const after of [
      "garbage!",
      Buffer.from('["x"]').toString("base64url"),
      Buffer.from('["2026-01-01","nope","x"]').toString("base64url"),
      // Well formed, but no such day or moment: Postgres would refuse them.
      ...["2026-99-99", "2026-02-31"].map((day) =>
        Buffer.from(JSON.stringify([day, "2026-01-01T00:00:00.000Z", "00000000-0000-4000-8000-000000000000"])).toString(
          "base64url",
        ),
      ),
      Buffer.from('["2026-01-01","2026-13-45T25:61:00.000Z","00000000-0000-4000-8000-000000000000"]').toString(
        "base64url",
      ),
    ]) {
      const result = await server.graphql(LIST, { after });
      expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(result.errors?.[0].extensions?.fields).toHaveProperty("after");
    }
  });

  it("searches title and excerpt case-insensitively", async () => {
    await create(server, "createNews", newsInput({ title: "NETBALL champions", excerpt: "Sport news" }));
    await create(server, "createNews", newsInput({ title: "Maths olympiad", excerpt: "Our netball captain also won" }));
    await create(
      server,
      "createNews",
      newsInput({ title: "Choir", excerpt: "Singing", content: "netball is not here" }),
    );
    const page = await list({ search: "NetBall" });
    expect(page.nodes.map((n) => n.title).sort()).toEqual(["Maths olympiad", "NETBALL champions"]);
    // Each one on its own: words do not run on from the title into the excerpt.
    expect((await list({ search: "champions sport" })).nodes).toEqual([]);
    expect((await list({ search: "champions" })).nodes.map((n) => n.title)).toEqual(["NETBALL champions"]);
  });

  it("searches beyond ASCII case-insensitively, and by an edited article's new words only", async () => {
    const created = await create(
      server,
      "createNews",
      newsInput({ title: "Élan at the ÉISTEDDFOD", excerpt: "Prizes" }),
    );
    expect((await list({ search: "éisteddfod" })).nodes.map((n) => n.title)).toEqual(["Élan at the ÉISTEDDFOD"]);
    await server.graphql(
      `mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id } }`,
      { id: created.id, input: newsInput({ title: "Choir festival", excerpt: "Ribbons for the Senior Choir" }) },
      { token: server.staffToken() },
    );
    expect((await list({ search: "ÉISTEDDFOD" })).nodes).toEqual([]);
    expect((await list({ search: "RIBBONS" })).nodes.map((n) => n.title)).toEqual(["Choir festival"]);
  });

  it("can look a rare word up in the search text's trigram index rather than read every article", async () => {
    const plan = await planWithoutSeqScan(
      server.dataSource,
      "SELECT id FROM news WHERE search_text LIKE lower('%Eisteddfod%')",
    );
    expect(plan).toContain("news_search_text_trgm");
  });

  it("treats % and _ in a search as plain characters", async () => {
    await create(server, "createNews", newsInput({ title: "100% attendance" }));
    await create(server, "createNews", newsInput({ title: "1000 attendance" }));
    expect((await list({ search: "100%" })).nodes.map((n) => n.title)).toEqual(["100% attendance"]);
    expect((await list({ search: "_" })).nodes).toEqual([]);
  });

  it("filters by exact category and lists the distinct categories", async () => {
    await create(server, "createNews", newsInput({ title: "A", category: "Sport" }));
    await create(server, "createNews", newsInput({ title: "B", category: "Academic" }));
    await create(server, "createNews", newsInput({ title: "C", category: "Sport" }));
    const page = await list({ category: "Sport" });
    expect(page.nodes.map((n) => n.title).sort()).toEqual(["A", "C"]);
    const categories = await server.graphql("{ newsCategories }");
    expect(categories.data).toEqual({ newsCategories: ["Academic", "Sport"] });
  });

  it("combines search and category", async () => {
    await create(server, "createNews", newsInput({ title: "Gala results", category: "Sport" }));
    await create(server, "createNews", newsInput({ title: "Gala dinner", category: "Community" }));
    const page = await list({ search: "gala", category: "Community" });
    expect(page.nodes.map((n) => n.title)).toEqual(["Gala dinner"]);
  });

  it("reads one article by id, and NOT_FOUND for unknown or malformed ids", async () => {
    const created = await create(server, "createNews", newsInput());
    const found = await server.graphql(
      `query ($id: ID!) { newsItem(id: $id) { title excerpt content date category image createdAt updatedAt } }`,
      { id: created.id },
    );
    expect(found.errors).toBeUndefined();
    expect(found.data?.newsItem).toMatchObject({ ...newsInput(), image: null });
    expect(new Date(found.data?.newsItem.createdAt).getTime()).not.toBeNaN();

    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const missing = await server.graphql(`query ($id: ID!) { newsItem(id: $id) { id } }`, { id });
      expect(missing.errors?.[0].extensions?.code).toBe("NOT_FOUND");
      expect(missing.data).toBeNull();
    }
  });

  it("updates and deletes an article", async () => {
    const created = await create(server, "createNews", newsInput());
    const token = server.staffToken();
    const updated = await server.graphql(
      `mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id title category } }`,
      { id: created.id, input: newsInput({ title: "Renamed", category: "Academic" }) },
      { token },
    );
    expect(updated.data?.updateNews).toEqual({ id: created.id, title: "Renamed", category: "Academic" });

    const deleted = await server.graphql(`mutation ($id: ID!) { deleteNews(id: $id) }`, { id: created.id }, { token });
    expect(deleted.data).toEqual({ deleteNews: created.id });
    // Into the trash: the row stays, marked deleted, until it is restored or purged.
    const [{ count }] = await server.dataSource.query(
      "SELECT count(*)::int AS count FROM news WHERE deleted_at IS NULL",
    );
    expect(count).toBe(0);
  });

  it("answers NOT_FOUND when updating or deleting an unknown article, changing nothing", async () => {
    const token = server.staffToken();
    const id = "00000000-0000-4000-8000-000000000000";
    const updated = await server.graphql(
      `mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id } }`,
      { id, input: newsInput() },
      { token },
    );
    expect(updated.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const deleted = await server.graphql(`mutation ($id: ID!) { deleteNews(id: $id) }`, { id }, { token });
    expect(deleted.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const [{ count }] = await server.dataSource.query("SELECT count(*)::int AS count FROM news");
    expect(count).toBe(0);
  });
});

describeListPlacement({
  field: "news",
  lists: () => [
    { includeUnpublished: true },
    {},
    { includeUnpublished: true, search: "kite" },
    { category: "Sport" },
    { includeUnpublished: true, state: "DRAFT" },
    { includeUnpublished: true, state: "SCHEDULED" },
  ],
  input: (today) =>
    fc.record({
      title: word.map((text) => `About ${text}`),
      excerpt: word.map((text) => `A line on ${text}.`),
      content: fc.constant("<p>Well done.</p>"),
      date: nearDay(today),
      category: fc.constantFrom("Sport", "Academic"),
      publication,
    }),
});
