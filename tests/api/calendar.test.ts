import ICAL from "ical.js";
import { eventInput } from "../support/fixtures";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const ORIGIN = "https://school.example";
const DAY_MS = 24 * 60 * 60 * 1000;
const CREATE = "mutation ($input: EventInput!) { createEvent(input: $input) { id version } }";
const UPDATE = "mutation ($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id version } }";

interface Feed {
  status: number;
  headers: Headers;
  text: string;
}

describe("calendar subscriptions", () => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  const fetchFeed = async (path: string, headers: Record<string, string> = {}): Promise<Feed> => {
    const response = await fetch(`${server.url}${path}`, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const veventsOf = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
  const byUid = (text: string) =>
    new Map(veventsOf(text).map((vevent) => [String(vevent.getFirstPropertyValue("uid")), vevent]));
  const uidOf = (name: string) => `${ids[name]}@school.example`;
  const create = async (name: string, overrides: Record<string, unknown>) => {
    const created = await server.graphql<{ createEvent: { id: string } }>(
      CREATE,
      { input: eventInput({ title: name, date: "2030-03-14", ...overrides }) },
      { token: server.staffToken() },
    );
    expect(created.errors).toBeUndefined();
    ids[name] = created.data!.createEvent.id;
  };

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: ORIGIN, SCHOOL_TIMEZONE: "Africa/Johannesburg" });
    await create("Athletics Day", { time: "10:00 AM - 12:00 PM" });
    await create("First Day of Term", { time: "07:30 AM", category: "Term Dates", date: "2030-01-15" });
    await create("Staff Planning Draft", { publication: { action: "DRAFT" } });
    await create("Cancelled Concert", { time: "06:00 PM - 08:00 PM" });
    await create("Withdrawn Fair", {});
    await server.graphql(
      "mutation ($id: ID!) { deleteEvent(id: $id) }",
      { id: ids["Cancelled Concert"] },
      {
        token: server.staffToken(),
      },
    );
    await server.graphql(
      UPDATE,
      { id: ids["Withdrawn Fair"], input: eventInput({ title: "Withdrawn Fair", publication: { action: "DRAFT" } }) },
      { token: server.staffToken() },
    );
  });
  afterAll(() => server.close());

  it("serves every public event as iCalendar in the school's zone, as calendar apps require", async () => {
    const feed = await fetchFeed("/calendar.ics");
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    // CRLF line ends, and every line folded to 75 octets at most.
    expect(feed.text.endsWith("\r\n")).toBe(true);
    const lines = feed.text.slice(0, -2).split("\r\n");
    expect(lines.filter((line) => line.includes("\n") || Buffer.byteLength(line) > 75)).toEqual([]);

    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Africa/Johannesburg");
    // The calendar's properties come before its components (RFC 5545's grammar; ical.js is lenient).
    expect(feed.text.indexOf("X-WR-TIMEZONE")).toBeLessThan(feed.text.indexOf("BEGIN:VTIMEZONE"));
    expect(feed.text.indexOf("END:VTIMEZONE")).toBeLessThan(feed.text.indexOf("BEGIN:VEVENT"));
    expect(calendar.getFirstProperty("refresh-interval")?.toICALString()).toMatch(
      /^REFRESH-INTERVAL;VALUE=DURATION:PT/,
    );
    expect(calendar.getFirstPropertyValue("x-published-ttl")).toBeTruthy();
    const zone = calendar.getFirstSubcomponent("vtimezone")!;
    expect(zone.getFirstPropertyValue("tzid")).toBe("Africa/Johannesburg");

    const events = byUid(feed.text);
    const athletics = events.get(uidOf("Athletics Day"))!;
    expect(athletics.getFirstPropertyValue("summary")).toBe("Athletics Day");
    expect(athletics.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(athletics.getFirstPropertyValue("sequence")).toBe(0);
    expect(athletics.getFirstPropertyValue("url")).toBe(`${ORIGIN}/events/${ids["Athletics Day"]}`);
    expect(athletics.getFirstPropertyValue("categories")).toBe("General");
    expect(athletics.getFirstPropertyValue("location")).toBe(`Sports Field, ${server.config.school.address}`);
    expect(athletics.getFirstPropertyValue("description")).toBe(
      `Track and field events.\nBring a hat.\n\n${ORIGIN}/events/${ids["Athletics Day"]}`,
    );
    const start = athletics.getFirstProperty("dtstart")!;
    expect(start.getParameter("tzid")).toBe("Africa/Johannesburg");
    expect(start.getFirstValue()!.toString()).toBe("2030-03-14T10:00:00");
    expect(athletics.getFirstPropertyValue("dtend")!.toString()).toBe("2030-03-14T12:00:00");
    // A start without an end lasts an hour.
    const term = events.get(uidOf("First Day of Term"))!;
    expect(term.getFirstPropertyValue("dtstart")!.toString()).toBe("2030-01-15T07:30:00");
    expect(term.getFirstPropertyValue("dtend")!.toString()).toBe("2030-01-15T08:30:00");

    // No floating times: every start and end names the zone, every stamp is UTC.
    for (const vevent of events.values()) {
      for (const name of ["dtstart", "dtend"]) expect(vevent.getFirstProperty(name)!.getParameter("tzid")).toBeTruthy();
      expect(vevent.getFirstProperty("dtstamp")!.toICALString()).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    }
    expect(events.has(uidOf("Staff Planning Draft"))).toBe(false);
  });

  it("keeps a deleted or withdrawn event as cancelled for 30 days, with a higher SEQUENCE, then drops it", async () => {
    const events = byUid((await fetchFeed("/calendar.ics")).text);
    for (const name of ["Cancelled Concert", "Withdrawn Fair"]) {
      const cancelled = events.get(uidOf(name))!;
      expect(cancelled.getFirstPropertyValue("status")).toBe("CANCELLED");
      expect(cancelled.getFirstPropertyValue("sequence")).toBeGreaterThan(0);
    }
    server.clock.advance(31 * DAY_MS);
    try {
      const later = byUid((await fetchFeed("/calendar.ics")).text);
      expect(later.has(uidOf("Cancelled Concert"))).toBe(false);
      expect(later.has(uidOf("Withdrawn Fair"))).toBe(false);
      expect(later.has(uidOf("Athletics Day"))).toBe(true);
    } finally {
      server.clock.advance(-31 * DAY_MS);
    }
  });

  it("bumps SEQUENCE on every change and keeps the UID", async () => {
    const updated = await server.graphql(
      UPDATE,
      { id: ids["Athletics Day"], input: eventInput({ title: "Athletics Day", time: "11:00 AM - 01:00 PM" }) },
      { token: server.staffToken() },
    );
    expect(updated.errors).toBeUndefined();
    const athletics = byUid((await fetchFeed("/calendar.ics")).text).get(uidOf("Athletics Day"))!;
    expect(athletics.getFirstPropertyValue("sequence")).toBe(1);
    expect(athletics.getFirstPropertyValue("dtend")!.toString()).toBe("2030-03-14T13:00:00");
    expect(athletics.getFirstPropertyValue("categories")).toBe("General");
  });

  it("serves one calendar per category, and 404 for a category it does not have", async () => {
    const term = await fetchFeed("/calendar/term-dates.ics");
    expect(term.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(term.text));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toMatch(/: Term Dates$/);
    expect([...byUid(term.text).keys()]).toEqual([uidOf("First Day of Term")]);
    for (const path of ["/calendar/swimming.ics", "/calendar/term-dates.txt", "/calendar/..%2Fcalendar.ics"]) {
      expect((await fetchFeed(path)).status).toBe(404);
    }
    const listed = await server.graphql("{ eventCalendars { category path } }");
    expect(listed.data).toEqual({
      eventCalendars: [
        { category: null, path: "/calendar.ics" },
        { category: "General", path: "/calendar/general.ics" },
        { category: "Term Dates", path: "/calendar/term-dates.ics" },
      ],
    });
  });

  it("answers 304 to an app that has this version", async () => {
    const first = await fetchFeed("/calendar.ics");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // fetch() would add 'Cache-Control: no-cache' to a conditional request (the Fetch standard), which
    // asks for a full answer; calendar apps send the condition alone, as here.
    expect((await fetchFeed("/calendar.ics", { "if-none-match": etag!, "cache-control": "max-age=0" })).status).toBe(
      304,
    );
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
  });
});
