import { rest } from "../support/rest";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const HOUR = 60 * 60 * 1000;
const CREATE = `mutation ($input: NewsInput!) { createNews(input: $input) { id publishedAt expiresAt } }`;
const UPDATE = `mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id publishedAt expiresAt } }`;
const PUBLIC_LIST = `{ news { nodes { title } } }`;
const STAFF_LIST = `query ($state: PublicationState) {
  news(includeUnpublished: true, state: $state, first: 100) { nodes { title } }
}`;
const ITEM = `query ($id: ID!) { newsItem(id: $id) { title } }`;

const article = (title: string, publication?: Record<string, unknown>) => ({
  title,
  excerpt: "Excerpt",
  content: "<p>Content</p>",
  date: "2026-11-20",
  category: "Notices",
  ...(publication && { publication }),
});

describe("publishing news: drafts, scheduling, expiry", () => {
  let server: TestServer;
  const asStaff = (query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { token: server.staffToken() });
  const titles = (nodes: unknown) => (nodes as { title: string }[]).map((node) => node.title);
  const publicTitles = async () => titles((await server.graphql(PUBLIC_LIST)).data!.news.nodes);
  const inState = async (state: string) => titles((await asStaff(STAFF_LIST, { state })).data!.news.nodes as unknown);
  const create = async (title: string, publication?: Record<string, unknown>) => {
    const result = await asStaff(CREATE, { input: article(title, publication) });
    expect(result.errors).toBeUndefined();
    return result.data!.createNews as { id: string; publishedAt: string | null; expiresAt: string | null };
  };
  const inHours = (hours: number) => new Date(server.clock.now().getTime() + hours * HOUR).toISOString();

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.dataSource.query("DELETE FROM news"));

  it("keeps a draft from the public everywhere, while staff see and preview it", async () => {
    const draft = await create("Draft notice", { action: "DRAFT" });
    await create("Published notice");
    expect(draft.publishedAt).toBeNull();

    expect(await publicTitles()).toEqual(["Published notice"]);
    const anonymous = await server.graphql(ITEM, { id: draft.id });
    expect(anonymous.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await rest(server, "GET", `/news/${draft.id}`)).status).toBe(404);
    const restList = (await rest(server, "GET", "/news")).body as { title: string }[];
    expect(restList.map((item) => item.title)).toEqual(["Published notice"]);
    expect(((await server.graphql(`{ newsCategories }`)).data!.newsCategories as string[]).length).toBe(1);

    expect((await asStaff(ITEM, { id: draft.id })).data!.newsItem).toEqual({ title: "Draft notice" });
    expect(await inState("DRAFT")).toEqual(["Draft notice"]);
    const sneaky = await server.graphql(STAFF_LIST, {});
    expect(sneaky.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("publishes a scheduled article by itself at its time, even from a cached list", async () => {
    const scheduled = await create("Term 1 dates", { action: "SCHEDULE", publishAt: inHours(2) });
    expect(scheduled.publishedAt).toBe(inHours(2));
    expect(await publicTitles()).toEqual([]);
    // Asked twice: the second answer comes from the public query cache.
    expect(await publicTitles()).toEqual([]);
    expect(await inState("SCHEDULED")).toEqual(["Term 1 dates"]);

    server.clock.advance(2 * HOUR + 1);
    expect(await publicTitles()).toEqual(["Term 1 dates"]);
    expect((await server.graphql(ITEM, { id: scheduled.id })).data!.newsItem).toEqual({ title: "Term 1 dates" });
    expect(await inState("PUBLISHED")).toEqual(["Term 1 dates"]);
  });

  it("takes an article down by itself when it expires", async () => {
    await create("Early closing today", { action: "PUBLISH", expiresAt: inHours(3) });
    expect(await publicTitles()).toEqual(["Early closing today"]);
    expect(await publicTitles()).toEqual(["Early closing today"]);
    server.clock.advance(3 * HOUR);
    expect(await publicTitles()).toEqual([]);
    expect(await inState("EXPIRED")).toEqual(["Early closing today"]);
  });

  it("keeps the first publication time when published again, and unpublishes to a draft", async () => {
    const published = await create("Fees");
    server.clock.advance(HOUR);
    const again = await asStaff(UPDATE, { id: published.id, input: article("Fees 2027", { action: "PUBLISH" }) });
    expect((again.data!.updateNews as { publishedAt: string }).publishedAt).toBe(published.publishedAt);
    const kept = await asStaff(UPDATE, { id: published.id, input: article("Fees 2027, corrected") });
    expect((kept.data!.updateNews as { publishedAt: string }).publishedAt).toBe(published.publishedAt);

    await asStaff(UPDATE, { id: published.id, input: article("Fees 2027, corrected", { action: "DRAFT" }) });
    expect(await publicTitles()).toEqual([]);
  });

  it("refuses a schedule in the past or an end before the start, keeping what is stored", async () => {
    const existing = await create("Sports day");
    const past = await asStaff(UPDATE, {
      id: existing.id,
      input: article("Changed", { action: "SCHEDULE", publishAt: inHours(-1) }),
    });
    expect(past.errors?.[0].extensions?.fields).toEqual({ "publication.publishAt": "Choose a time in the future" });
    const missing = await asStaff(CREATE, { input: article("No time", { action: "SCHEDULE" }) });
    expect(missing.errors?.[0].extensions?.fields).toEqual({ "publication.publishAt": "Choose when to publish" });
    const backwards = await asStaff(CREATE, {
      input: article("Backwards", { action: "SCHEDULE", publishAt: inHours(5), expiresAt: inHours(4) }),
    });
    expect(backwards.errors?.[0].extensions?.fields).toEqual({
      "publication.expiresAt": "The end must be after the item goes public",
    });
    expect(await publicTitles()).toEqual(["Sports day"]);
  });

  it("ends an urgent announcement by itself, in GraphQL and REST, and keeps a scheduled one back until its time", async () => {
    const CREATE_NOTICE = `mutation ($input: AnnouncementInput!) { createAnnouncement(input: $input) { id expiresAt } }`;
    const notice = (title: string, publication: Record<string, unknown>) => ({
      title,
      content: "<p>Collect your daughter at 12:00.</p>",
      date: "2026-11-23",
      urgent: true,
      publication,
    });
    const closing = await asStaff(CREATE_NOTICE, {
      input: notice("School closes at 12:00", { action: "PUBLISH", expiresAt: inHours(6) }),
    });
    expect(closing.errors).toBeUndefined();
    await asStaff(CREATE_NOTICE, { input: notice("Term starts", { action: "SCHEDULE", publishAt: inHours(24) }) });
    const urgentTitles = async () =>
      titles((await server.graphql(`{ announcements { nodes { title urgent } } }`)).data!.announcements.nodes);
    const restTitles = async () =>
      ((await rest(server, "GET", "/announcements")).body as { title: string }[]).map((item) => item.title);

    expect(await urgentTitles()).toEqual(["School closes at 12:00"]);
    expect(await restTitles()).toEqual(["School closes at 12:00"]);
    server.clock.advance(6 * HOUR);
    expect(await urgentTitles()).toEqual([]);
    expect(await restTitles()).toEqual([]);
    server.clock.advance(18 * HOUR);
    expect(await urgentTitles()).toEqual(["Term starts"]);
    const staff = await asStaff(`{ announcements(includeInactive: true, state: EXPIRED) { nodes { title } } }`);
    expect(titles(staff.data!.announcements.nodes)).toEqual(["School closes at 12:00"]);
    await server.dataSource.query("DELETE FROM announcements");
  });

  it("keeps a draft event off the public calendar until it is published", async () => {
    const CREATE_EVENT = `mutation ($input: EventInput!) { createEvent(input: $input) { id } }`;
    const event = (title: string, publication: Record<string, unknown>) => ({
      title,
      description: "<p>In the hall.</p>",
      date: "2030-12-04",
      time: "6:00 PM",
      location: "School Hall",
      publication,
    });
    const draft = await asStaff(CREATE_EVENT, { input: event("Carol service", { action: "DRAFT" }) });
    const id = (draft.data!.createEvent as { id: string }).id;
    const upcoming = async () =>
      titles((await server.graphql(`{ events(timeframe: ALL) { nodes { title } } }`)).data!.events.nodes);
    expect(await upcoming()).toEqual([]);
    expect(
      (await server.graphql(`query ($id: ID!) { event(id: $id) { title } }`, { id })).errors?.[0].extensions?.code,
    ).toBe("NOT_FOUND");
    expect((await rest(server, "GET", `/events/${id}`)).status).toBe(404);

    await asStaff(`mutation ($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }`, {
      id,
      input: event("Carol service", { action: "PUBLISH" }),
    });
    expect(await upcoming()).toEqual(["Carol service"]);
    await server.dataSource.query("DELETE FROM events");
  });
});
