import fc from "fast-check";
import { Priority } from "../../server/src/modules/announcements/announcement.entity";
import { derivePriority } from "../../server/src/modules/announcements/announcement.service";
import { announcementInput, create } from "../support/fixtures";
import { pluck } from "../support/json";
import { describeListPlacement, nearDay, publication, word } from "../support/list-placement";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const LIST = `query ($search: String, $priority: Priority, $includeInactive: Boolean, $first: Int, $after: String) {
  announcements(search: $search, priority: $priority, includeInactive: $includeInactive, first: $first, after: $after) {
    nodes { id title priority urgent active }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe("derivePriority", () => {
  it("gives high when urgent, whatever was asked", () => {
    expect(derivePriority(true, Priority.low)).toBe(Priority.high);
    expect(derivePriority(true, null)).toBe(Priority.high);
  });

  it("keeps the requested priority when not urgent, else medium", () => {
    expect(derivePriority(false, Priority.low)).toBe(Priority.low);
    expect(derivePriority(false, null)).toBe(Priority.medium);
    expect(derivePriority(false, undefined)).toBe(Priority.medium);
  });
});

describe("announcements API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.dataSource.query("DELETE FROM announcements"));

  async function titles(variables: Record<string, unknown> = {}, token?: string) {
    const result = await server.graphql(LIST, variables, { token });
    expect(result.errors).toBeUndefined();
    return (result.data!.announcements.nodes as { title: string }[]).map((n) => n.title);
  }

  it("derives priority on create and update: urgent is high, else given, else medium", async () => {
    const urgentLow = await create(
      server,
      "createAnnouncement",
      announcementInput({ urgent: true, priority: "low" }),
      "id priority requestedPriority urgent active",
    );
    expect(urgentLow).toMatchObject({ priority: "high", requestedPriority: "low", urgent: true, active: true });
    const plain = await create(server, "createAnnouncement", announcementInput(), "priority urgent active");
    expect(plain).toEqual({ priority: "medium", urgent: false, active: true });
    const low = await create(server, "createAnnouncement", announcementInput({ priority: "low" }), "priority");
    expect(low).toEqual({ priority: "low" });

    const updated = await server.graphql(
      `mutation ($id: ID!, $input: AnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { priority urgent } }`,
      { id: urgentLow.id, input: announcementInput({ urgent: false, priority: "low" }) },
      { token: server.staffToken() },
    );
    expect(updated.data?.updateAnnouncement).toEqual({ priority: "low", urgent: false });
  });

  it("never shows inactive announcements to the public, in lists or by id", async () => {
    await create(server, "createAnnouncement", announcementInput({ title: "Visible" }));
    const hidden = await create(server, "createAnnouncement", announcementInput({ title: "Hidden", active: false }));
    expect(await titles()).toEqual(["Visible"]);
    const byId = await server.graphql(`query ($id: ID!) { announcement(id: $id) { title } }`, { id: hidden.id });
    expect(byId.errors?.[0].extensions?.code).toBe("NOT_FOUND");

    const asked = await server.graphql(LIST, { includeInactive: true });
    expect(asked.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(asked.data).toBeNull();
  });

  it("shows inactive announcements to signed-in staff who ask for them", async () => {
    await create(server, "createAnnouncement", announcementInput({ title: "Visible", date: "2026-01-02" }));
    const hidden = await create(
      server,
      "createAnnouncement",
      announcementInput({ title: "Hidden", active: false, date: "2026-01-01" }),
    );
    const token = server.staffToken();
    expect(await titles({ includeInactive: true }, token)).toEqual(["Visible", "Hidden"]);
    expect(await titles({}, token)).toEqual(["Visible"]);
    const byId = await server.graphql(
      `query ($id: ID!) { announcement(id: $id) { title active } }`,
      { id: hidden.id },
      { token },
    );
    expect(byId.data?.announcement).toEqual({ title: "Hidden", active: false });
  });

  it("filters by derived priority and searches title and content", async () => {
    await create(server, "createAnnouncement", announcementInput({ title: "Urgent closure", urgent: true }));
    await create(
      server,
      "createAnnouncement",
      announcementInput({ title: "Fees", priority: "high", content: "Statements SENT" }),
    );
    await create(server, "createAnnouncement", announcementInput({ title: "Library", priority: "low" }));
    await create(server, "createAnnouncement", announcementInput({ title: "Uniform" }));
    expect((await titles({ priority: "high" })).sort()).toEqual(["Fees", "Urgent closure"]);
    expect(await titles({ priority: "medium" })).toEqual(["Uniform"]);
    expect(await titles({ priority: "low" })).toEqual(["Library"]);
    expect(await titles({ search: "sent" })).toEqual(["Fees"]);
    expect(await titles({ search: "CLOSURE", priority: "high" })).toEqual(["Urgent closure"]);
    expect(await titles({ search: "closure", priority: "low" })).toEqual([]);
  });

  it("lists newest first and pages", async () => {
    for (const day of [3, 1, 2]) {
      await create(server, "createAnnouncement", announcementInput({ title: `Day ${day}`, date: `2026-01-0${day}` }));
    }
    const first = await server.graphql(LIST, { first: 2 });
    expect(pluck(first.data!.announcements.nodes, "title")).toEqual(["Day 3", "Day 2"]);
    const second = await server.graphql(LIST, { first: 2, after: first.data!.announcements.pageInfo.endCursor });
    expect(pluck(second.data!.announcements.nodes, "title")).toEqual(["Day 1"]);
  });

  it("refuses an unknown priority value", async () => {
    const result = await server.graphql(
      `mutation ($input: AnnouncementInput!) { createAnnouncement(input: $input) { id } }`,
      { input: announcementInput({ priority: "critical" }) },
      { token: server.staffToken() },
    );
    expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describeListPlacement({
  field: "announcements",
  lists: () => [
    { includeInactive: true },
    {},
    { priority: "high" },
    { includeInactive: true, search: "art" },
    { includeInactive: true, state: "DRAFT" },
    { includeInactive: true, state: "PUBLISHED" },
  ],
  input: (today) =>
    fc.record({
      title: word.map((text) => `On ${text}`),
      content: word.map((text) => `<p>${text} news</p>`),
      date: nearDay(today),
      urgent: fc.boolean(),
      active: fc.boolean(),
      priority: fc.constantFrom("low", "medium", "high", null),
      publication,
    }),
});
