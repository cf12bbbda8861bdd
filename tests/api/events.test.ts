import fc from "fast-check";
import { todayIn } from "../../server/src/kernel/dates";
import { create, eventInput } from "../support/fixtures";
import { pluck } from "../support/json";
import { describeListPlacement, nearDay, publication, word } from "../support/list-placement";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const LIST = `query ($first: Int, $after: String, $search: String, $timeframe: EventTimeframe, $from: String, $to: String) {
  events(first: $first, after: $after, search: $search, timeframe: $timeframe, from: $from, to: $to) {
    nodes { id title date }
    pageInfo { hasNextPage endCursor }
  }
}`;

function shift(days: number): string {
  const date = new Date(`${todayIn("Africa/Johannesburg")}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("events API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.dataSource.query("DELETE FROM events"));

  async function titles(variables: Record<string, unknown> = {}) {
    const result = await server.graphql(LIST, variables);
    expect(result.errors).toBeUndefined();
    return (result.data!.events.nodes as { title: string }[]).map((n) => n.title);
  }

  async function seedAroundToday() {
    await create(server, "createEvent", eventInput({ title: "Last week", date: shift(-7) }));
    await create(server, "createEvent", eventInput({ title: "Yesterday", date: shift(-1) }));
    await create(server, "createEvent", eventInput({ title: "Today", date: shift(0) }));
    await create(server, "createEvent", eventInput({ title: "Next month", date: shift(30) }));
    await create(server, "createEvent", eventInput({ title: "Tomorrow", date: shift(1) }));
  }

  it("lists upcoming events (today included), soonest first, by default", async () => {
    await seedAroundToday();
    expect(await titles()).toEqual(["Today", "Tomorrow", "Next month"]);
  });

  it("lists past events, latest first, on request", async () => {
    await seedAroundToday();
    expect(await titles({ timeframe: "PAST" })).toEqual(["Yesterday", "Last week"]);
  });

  it("lists all events, latest first", async () => {
    await seedAroundToday();
    expect(await titles({ timeframe: "ALL" })).toEqual(["Next month", "Tomorrow", "Today", "Yesterday", "Last week"]);
  });

  it("pages upcoming events with first/after", async () => {
    await seedAroundToday();
    const first = await server.graphql(LIST, { first: 2 });
    expect(pluck(first.data!.events.nodes, "title")).toEqual(["Today", "Tomorrow"]);
    expect(first.data!.events.pageInfo.hasNextPage).toBe(true);
    const second = await server.graphql(LIST, { first: 2, after: first.data!.events.pageInfo.endCursor });
    expect(pluck(second.data!.events.nodes, "title")).toEqual(["Next month"]);
    expect(second.data!.events.pageInfo.hasNextPage).toBe(false);
  });

  it("selects a date range for the calendar, bounds included", async () => {
    await create(server, "createEvent", eventInput({ title: "Feb 28", date: "2030-02-28" }));
    await create(server, "createEvent", eventInput({ title: "Mar 1", date: "2030-03-01" }));
    await create(server, "createEvent", eventInput({ title: "Mar 31", date: "2030-03-31" }));
    await create(server, "createEvent", eventInput({ title: "Apr 1", date: "2030-04-01" }));
    expect(await titles({ timeframe: "ALL", from: "2030-03-01", to: "2030-03-31" })).toEqual(["Mar 31", "Mar 1"]);
  });

  it("refuses a range that ends before it starts, or impossible dates", async () => {
    const reversed = await server.graphql(LIST, { from: "2030-03-31", to: "2030-03-01" });
    expect(reversed.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { from: expect.any(String) },
    });
    const impossible = await server.graphql(LIST, { from: "2030-02-30" });
    expect(impossible.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { from: expect.any(String) },
    });
  });

  it("searches title, description and location case-insensitively", async () => {
    await create(server, "createEvent", eventInput({ title: "SWIMMING gala" }));
    await create(server, "createEvent", eventInput({ title: "Concert", description: "Bring your swimming costume" }));
    await create(server, "createEvent", eventInput({ title: "Training", location: "Swimming Pool" }));
    await create(server, "createEvent", eventInput({ title: "Assembly" }));
    expect((await titles({ search: "swimming" })).sort()).toEqual(["Concert", "SWIMMING gala", "Training"]);
  });

  it("keeps line breaks in descriptions", async () => {
    const created = await create(
      server,
      "createEvent",
      eventInput({ description: "Line one\nLine two" }),
      "description",
    );
    expect(created.description).toBe("Line one\nLine two");
  });

  it("reads, updates and deletes one event; NOT_FOUND for unknown ids", async () => {
    const token = server.staffToken();
    const created = await create(server, "createEvent", eventInput());
    const read = await server.graphql(`query ($id: ID!) { event(id: $id) { title time location image } }`, {
      id: created.id,
    });
    expect(read.data?.event).toEqual({
      title: "Athletics Day",
      time: "10:00 AM - 12:00 PM",
      location: "Sports Field",
      image: null,
    });

    const updated = await server.graphql(
      `mutation ($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { time } }`,
      { id: created.id, input: eventInput({ time: "2:30 PM" }) },
      { token },
    );
    expect(updated.data?.updateEvent).toEqual({ time: "2:30 PM" });

    expect(
      (await server.graphql(`mutation ($id: ID!) { deleteEvent(id: $id) }`, { id: created.id }, { token })).data,
    ).toEqual({ deleteEvent: created.id });
    const gone = await server.graphql(`query ($id: ID!) { event(id: $id) { id } }`, { id: created.id });
    expect(gone.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});

describeListPlacement({
  field: "events",
  lists: (today) => [
    { includeUnpublished: true },
    { includeUnpublished: true, timeframe: "ALL" },
    { timeframe: "PAST" },
    { category: "Sport", timeframe: "ALL" },
    { search: "choir", includeUnpublished: true },
    { from: today, to: today, timeframe: "ALL" },
    { includeUnpublished: true, state: "SCHEDULED", timeframe: "ALL" },
  ],
  input: (today) =>
    fc.record({
      title: word.map((text) => `${text} day`),
      description: fc.constant("Bring a hat."),
      date: nearDay(today),
      time: fc.constant("10:00 AM"),
      location: word.map((text) => `The ${text} hall`),
      category: fc.constantFrom("Sport", "Culture", null),
      publication,
    }),
});
