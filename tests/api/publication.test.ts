import { PNG_1X1, TINY_PDF, rest } from "../support/rest";
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

describe("publishing documents and gallery photos", () => {
  let server: TestServer;
  const asStaff = (query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { token: server.staffToken() });
  const titles = (nodes: unknown) => (nodes as { title: string }[]).map((node) => node.title);
  const inHours = (hours: number) => new Date(server.clock.now().getTime() + hours * HOUR).toISOString();
  const download = (id: string, token?: string) =>
    fetch(`${server.url}/documents/${id}/download`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  const CREATE_DOCUMENT = `mutation ($input: DocumentInput!) { createDocument(input: $input) { id publishedAt } }`;
  const UPDATE_DOCUMENT = `mutation ($id: ID!, $input: DocumentInput!) { updateDocument(id: $id, input: $input) { id } }`;
  const addDocument = async (title: string, publication?: Record<string, unknown>) => {
    const result = await asStaff(CREATE_DOCUMENT, { input: { title, fileData: TINY_PDF, publication } });
    expect(result.errors).toBeUndefined();
    return (result.data!.createDocument as { id: string }).id;
  };
  const publicDocuments = async () =>
    titles((await server.graphql(`{ documents { nodes { title } } }`)).data!.documents.nodes);
  const restDocuments = async () => titles((await rest(server, "GET", "/documents")).body);
  const staffDocuments = (state: string) =>
    asStaff(
      `query ($state: PublicationState) { documents(includeUnpublished: true, state: $state) { nodes { title } } }`,
      {
        state,
      },
    );

  const CREATE_PHOTO = `mutation ($input: GalleryItemInput!) { createGalleryItem(input: $input) { id publishedAt } }`;
  const addPhoto = async (title: string, publication?: Record<string, unknown>, albumId?: string) => {
    const input = { title, alt: `${title} photo`, imageData: PNG_1X1, albumId, publication };
    const result = await asStaff(CREATE_PHOTO, { input });
    expect(result.errors).toBeUndefined();
    return (result.data!.createGalleryItem as { id: string }).id;
  };
  const publicPhotos = async (args = "") =>
    titles((await server.graphql(`{ galleryItems${args} { nodes { title } } }`)).data!.galleryItems.nodes);
  const staffPhotos = (state?: string) =>
    asStaff(
      `query ($state: PublicationState) { galleryItems(includeUnpublished: true, state: $state) { nodes { title } } }`,
      { state },
    );

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() =>
    server.dataSource.query(
      "DELETE FROM documents; DELETE FROM gallery_items; DELETE FROM gallery_albums; DELETE FROM site_content",
    ),
  );

  it("keeps a draft document from the public list, REST, its page and its download, while staff see and download it", async () => {
    const draft = await addDocument("Draft policy", { action: "DRAFT" });
    await addDocument("Uniform list");

    expect(await publicDocuments()).toEqual(["Uniform list"]);
    expect(await restDocuments()).toEqual(["Uniform list"]);
    const read = await server.graphql(`query ($id: ID!) { document(id: $id) { title } }`, { id: draft });
    expect(read.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await rest(server, "GET", `/documents/${draft}`)).status).toBe(404);
    expect((await download(draft)).status).toBe(404);

    expect((await download(draft, server.staffToken())).status).toBe(200);
    expect((await rest(server, "GET", `/documents/${draft}`, { token: server.staffToken() })).status).toBe(200);
    expect(titles((await staffDocuments("DRAFT")).data!.documents.nodes)).toEqual(["Draft policy"]);
    const staffAll = await asStaff(`{ documents(includeUnpublished: true) { nodes { title } } }`);
    expect(titles(staffAll.data!.documents.nodes)).toEqual(["Uniform list", "Draft policy"]);
    const staffRest = await rest(server, "GET", "/documents?includeUnpublished=true", { token: server.staffToken() });
    expect(titles(staffRest.body)).toEqual(["Uniform list", "Draft policy"]);

    for (const sneaky of [
      await server.graphql(`{ documents(includeUnpublished: true) { nodes { title } } }`),
      await server.graphql(`{ documents(state: DRAFT) { nodes { title } } }`),
    ])
      expect(sneaky.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await rest(server, "GET", "/documents?state=DRAFT")).status).toBe(401);

    await asStaff(UPDATE_DOCUMENT, { id: draft, input: { title: "Draft policy", publication: { action: "PUBLISH" } } });
    expect(await publicDocuments()).toEqual(["Uniform list", "Draft policy"]);
    expect((await download(draft)).status).toBe(200);
  });

  it("publishes a scheduled document at its time and takes an expiring one down, even from a cached list", async () => {
    const scheduled = await addDocument("Term 2 calendar", { action: "SCHEDULE", publishAt: inHours(2) });
    const expiring = await addDocument("Sports day form", { action: "PUBLISH", expiresAt: inHours(4) });
    expect(await publicDocuments()).toEqual(["Sports day form"]);
    // Asked twice: the second answer comes from the public query cache.
    expect(await publicDocuments()).toEqual(["Sports day form"]);
    expect(titles((await staffDocuments("SCHEDULED")).data!.documents.nodes)).toEqual(["Term 2 calendar"]);

    server.clock.advance(2 * HOUR);
    expect(await publicDocuments()).toEqual(["Sports day form", "Term 2 calendar"]);
    expect((await download(scheduled)).status).toBe(200);

    server.clock.advance(2 * HOUR);
    expect(await publicDocuments()).toEqual(["Term 2 calendar"]);
    expect((await download(expiring)).status).toBe(404);
    expect(titles((await staffDocuments("EXPIRED")).data!.documents.nodes)).toEqual(["Sports day form"]);
  });

  it("keeps a document's state when it is renamed, and refuses a schedule in the past", async () => {
    const draft = await addDocument("Fees", { action: "DRAFT" });
    await asStaff(UPDATE_DOCUMENT, { id: draft, input: { title: "Fees 2027" } });
    expect(await publicDocuments()).toEqual([]);
    const past = await asStaff(UPDATE_DOCUMENT, {
      id: draft,
      input: { title: "Fees 2027", publication: { action: "SCHEDULE", publishAt: inHours(-1) } },
    });
    expect(past.errors?.[0].extensions?.fields).toEqual({ "publication.publishAt": "Choose a time in the future" });
    expect(titles((await staffDocuments("DRAFT")).data!.documents.nodes)).toEqual(["Fees 2027"]);
  });

  it("shows parents only the public documents of General Information, while its editor sees them all", async () => {
    const GENERAL_INFO = `{ generalInfoContent { sections { documents { title } } otherDocuments { title } } }`;
    const fees = await addDocument("School fees");
    const draft = await addDocument("New policy", { action: "DRAFT" });
    await addDocument("Term 3 calendar", { action: "SCHEDULE", publishAt: inHours(1) });
    const saved = await asStaff(
      `mutation ($input: GeneralInfoContentInput!) {
        updateGeneralInfoContent(input: $input, expectedVersion: 0) { sections { documents { title } } otherDocuments { title } }
      }`,
      { input: { sections: [{ title: "Policies", description: "", documentIds: [draft, fees] }] } },
    );
    expect(saved.data!.updateGeneralInfoContent).toEqual({
      sections: [{ documents: [{ title: "New policy" }, { title: "School fees" }] }],
      otherDocuments: [{ title: "Term 3 calendar" }],
    });

    expect((await server.graphql(GENERAL_INFO)).data!.generalInfoContent).toEqual({
      sections: [{ documents: [{ title: "School fees" }] }],
      otherDocuments: [],
    });
    const restPage = await rest(server, "GET", "/content/general-info");
    expect(restPage.status).toBe(200);
    expect(JSON.stringify(restPage.body)).not.toContain("New policy");
    expect((await asStaff(GENERAL_INFO)).data!.generalInfoContent).toEqual(saved.data!.updateGeneralInfoContent);

    server.clock.advance(HOUR);
    expect((await server.graphql(GENERAL_INFO)).data!.generalInfoContent).toEqual({
      sections: [{ documents: [{ title: "School fees" }] }],
      otherDocuments: [{ title: "Term 3 calendar" }],
    });
  });

  it("keeps draft and scheduled photos out of the public gallery, its albums and REST, while staff see every state", async () => {
    const album = (await asStaff(`mutation { createAlbum(input: { name: "Sport" }) { id } }`)).data!.createAlbum as {
      id: string;
    };
    const draft = await addPhoto("Draft gala", { action: "DRAFT" }, album.id);
    await addPhoto("Later relay", { action: "SCHEDULE", publishAt: inHours(3) }, album.id);
    await addPhoto("Netball", undefined, album.id);

    expect(await publicPhotos()).toEqual(["Netball"]);
    expect(await publicPhotos(`(album: "${album.id}")`)).toEqual(["Netball"]);
    expect(titles((await rest(server, "GET", "/gallery")).body)).toEqual(["Netball"]);
    expect(titles((await rest(server, "GET", `/gallery?album=${album.id}`)).body)).toEqual(["Netball"]);
    const read = await server.graphql(`query ($id: ID!) { galleryItem(id: $id) { title } }`, { id: draft });
    expect(read.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await rest(server, "GET", `/gallery/${draft}`)).status).toBe(404);

    expect(titles((await staffPhotos()).data!.galleryItems.nodes)).toEqual(["Netball", "Later relay", "Draft gala"]);
    expect(titles((await staffPhotos("DRAFT")).data!.galleryItems.nodes)).toEqual(["Draft gala"]);
    expect(titles((await staffPhotos("SCHEDULED")).data!.galleryItems.nodes)).toEqual(["Later relay"]);
    const sneaky = await server.graphql(`{ galleryItems(includeUnpublished: true) { nodes { title } } }`);
    expect(sneaky.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await rest(server, "GET", "/gallery?state=DRAFT")).status).toBe(401);

    expect(await publicPhotos()).toEqual(["Netball"]);
    server.clock.advance(3 * HOUR);
    expect(await publicPhotos()).toEqual(["Netball", "Later relay"]);
  });

  it("publishes a new photo at once unless told otherwise, keeps its state on edit and takes it down at its end", async () => {
    const UPDATE_PHOTO = `mutation ($id: ID!, $input: GalleryItemInput!) { updateGalleryItem(id: $id, input: $input) { publishedAt expiresAt } }`;
    const id = await addPhoto("Heritage day");
    expect(await publicPhotos()).toEqual(["Heritage day"]);
    const kept = await asStaff(UPDATE_PHOTO, { id, input: { title: "Heritage Day", alt: "Learners in the hall" } });
    expect((kept.data!.updateGalleryItem as { publishedAt: string }).publishedAt).not.toBeNull();
    await asStaff(UPDATE_PHOTO, {
      id,
      input: {
        title: "Heritage Day",
        alt: "Learners in the hall",
        publication: { action: "PUBLISH", expiresAt: inHours(1) },
      },
    });
    expect(await publicPhotos()).toEqual(["Heritage Day"]);
    server.clock.advance(HOUR);
    expect(await publicPhotos()).toEqual([]);
    expect(titles((await staffPhotos("EXPIRED")).data!.galleryItems.nodes)).toEqual(["Heritage Day"]);

    await asStaff(UPDATE_PHOTO, {
      id,
      input: { title: "Heritage Day", alt: "Learners", publication: { action: "DRAFT" } },
    });
    expect(titles((await staffPhotos("DRAFT")).data!.galleryItems.nodes)).toEqual(["Heritage Day"]);
  });
});
