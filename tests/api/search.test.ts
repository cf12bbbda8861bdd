import { announcementInput, create, eventInput, newsInput } from "../support/fixtures";
import { planWithoutSeqScan } from "../support/query-plan";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const SEARCH = `query ($q: String!, $kind: SearchKind, $first: Int, $offset: Int) {
  search(q: $q, kind: $kind, first: $first, offset: $offset) {
    total
    hits { kind title path date snippet { text highlighted } }
  }
}`;

interface Hit {
  kind: string;
  title: string;
  path: string;
  date: string | null;
  snippet: { text: string; highlighted: boolean }[];
}

describe("site search", () => {
  let server: TestServer;
  const ids: Record<string, string> = {};
  const search = async (q: string, variables: Record<string, unknown> = {}) => {
    const result = await server.graphql<{ search: { total: number; hits: Hit[] } }>(SEARCH, { q, ...variables });
    expect(result.errors).toBeUndefined();
    return result.data!.search;
  };
  const write = async (mutation: string, input: Record<string, unknown>) => {
    ids[input.title as string] = (await create<{ id: string }>(server, mutation, input)).id;
  };

  beforeAll(async () => {
    server = await startTestServer();
    await write("createNews", newsInput({ title: "Netball team wins the league", excerpt: "A great season." }));
    await write(
      "createNews",
      newsInput({
        title: "Library week",
        excerpt: "Books for every grade.",
        content: "<p>The netball coach read to Grade 2 &amp; Grade 3.</p>",
        date: "2026-01-10",
      }),
    );
    await write("createNews", newsInput({ title: "Draft about netball", publication: { action: "DRAFT" } }));
    await write("createEvent", eventInput({ title: "Choir evening", location: "School Hall" }));
    await write(
      "createAnnouncement",
      announcementInput({ title: "Swimming gala moved", content: "<p>The gala is now on Friday.</p>" }),
    );
  });
  afterAll(() => server.close());

  it("finds public items by their words, stemmed, a title first, with the match highlighted", async () => {
    const found = await search("netball");
    expect(found.hits.map((hit) => hit.title)).toEqual(["Netball team wins the league", "Library week"]);
    expect(found.total).toBe(2);
    const [title, body] = found.hits;
    expect(title).toMatchObject({ kind: "NEWS", path: `/news/${ids["Netball team wins the league"]}` });
    expect(body.snippet.filter((part) => part.highlighted).map((part) => part.text)).toEqual(["netball"]);
    // Entities of the stored HTML read as the visitor reads them.
    expect(body.snippet.map((part) => part.text).join("")).toContain("Grade 2 & Grade");
    // Stemming: 'wins' finds 'win'.
    expect((await search("win")).hits.map((hit) => hit.title)).toEqual(["Netball team wins the league"]);
  });

  it("finds events by place, announcements, and the editable pages' words, and filters by kind", async () => {
    expect((await search("hall")).hits.map((hit) => [hit.kind, hit.title])).toContainEqual(["EVENT", "Choir evening"]);
    expect((await search("gala friday")).hits[0]).toMatchObject({ kind: "ANNOUNCEMENT", title: "Swimming gala moved" });
    const pages = await search("admissions", { kind: "PAGE" });
    expect(pages.hits.length).toBeGreaterThan(0);
    expect(pages.hits.every((hit) => hit.kind === "PAGE" && hit.date === null)).toBe(true);
    expect(pages.hits.map((hit) => hit.path)).toContain("/admissions");
    expect((await search("netball", { kind: "EVENT" })).hits).toEqual([]);
  });

  it("forgives a typo in a short query whose words find little, after the exact matches", async () => {
    expect((await search("netbal")).hits.map((hit) => hit.title)).toContain("Netball team wins the league");
    expect((await search("choier")).hits.map((hit) => hit.title)).toEqual(["Choir evening"]);
  });

  it("looks for typos only while the words find fewer than ten results", async () => {
    await write("createNews", newsInput({ title: "Chest clinic visits", excerpt: "The nurse is in on Monday." }));
    await write("createNews", newsInput({ title: "Chess club opens", excerpt: "Bring a board." }));
    const titles = async () => (await search("chess")).hits.map((hit) => hit.title);
    expect(await titles()).toEqual(["Chess club opens", "Chest clinic visits"]);
    for (let round = 2; round <= 10; round++) {
      await write("createNews", newsInput({ title: `Chess club round ${round}`, excerpt: "Results inside." }));
    }
    const found = await titles();
    expect(found).toHaveLength(10);
    expect(found).not.toContain("Chest clinic visits");
  });

  it("never shows a draft, and pages through the results", async () => {
    expect(JSON.stringify(await search("draft netball"))).not.toContain("Draft about netball");
    const first = await search("netball", { first: 1 });
    const second = await search("netball", { first: 1, offset: 1 });
    expect([first.hits[0].title, second.hits[0].title]).toEqual(["Netball team wins the league", "Library week"]);
    expect(first.total).toBe(2);
  });

  it("answers nothing for an empty or stop-word query, and refuses a query of over 200 characters", async () => {
    expect(await search("   ")).toEqual({ total: 0, hits: [] });
    expect((await search("the")).total).toBe(0);
    const refused = await server.graphql(SEARCH, { q: "x".repeat(201) });
    expect(refused.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("reads each kind through its full-text index", async () => {
    for (const table of ["news", "events", "announcements", "documents"]) {
      const plan = await planWithoutSeqScan(
        server.dataSource,
        `SELECT id FROM ${table} WHERE search_vector @@ websearch_to_tsquery('english', 'netball')`,
      );
      expect(plan).toContain(`${table}_search`);
    }
  });
});
