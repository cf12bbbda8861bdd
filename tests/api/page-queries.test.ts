import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

/** The client's server build, as the server loads it (npm test builds it first). */
const ENTRY = path.resolve(__dirname, "../../client/dist-server/entry-server.cjs");

interface Operation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
  headers: Record<string, string>;
}

interface ServerEntry {
  renderPage(request: {
    url: string;
    publicUrl: string;
    execute: (operation: Operation) => Promise<unknown>;
  }): Promise<{ status: number; head: string; body: string; errors: unknown[] }>;
}

const school = {
  __typename: "School",
  name: "Berea Girls' Preparatory School",
  motto: "Courage, Kindness, Curiosity",
  foundingYear: 1887,
  tagline: "Educating girls in Johannesburg since {foundingYear}.",
  address: "Fife Ave, Berea 2198, Johannesburg",
  phone: "011 555 0100",
  email: "admin@school.example",
  timeZone: "Africa/Johannesburg",
  admissionsPortalUrl: null,
  mapUrl: null,
  officeHours: [],
  socialLinks: [],
};

/** What the API answers the academic calendar's queries, one event on the first of whichever month is asked. */
function answer({ operationName, variables }: Operation): unknown {
  switch (operationName) {
    case "SchoolIdentity":
      return { data: { school } };
    case "UrgentAnnouncement":
      return { data: { announcements: { __typename: "AnnouncementConnection", nodes: [] } } };
    case "EventCalendars":
      return {
        data: {
          eventCalendars: [
            { __typename: "EventCalendar", category: null, path: "/calendar.ics" },
            { __typename: "EventCalendar", category: "Term Dates", path: "/calendar/term-dates.ics" },
          ],
        },
      };
    case "MonthEvents": {
      const from = String(variables.from);
      const event = { __typename: "Event", id: from, title: `Assembly of ${from}`, date: from, time: "", location: "" };
      return { data: { events: { __typename: "EventConnection", nodes: [event] } } };
    }
    default:
      return { errors: [{ message: `no answer for ${operationName}` }] };
  }
}

describe("a page's queries, remembered from its last render", () => {
  let entry: ServerEntry;
  const sent: string[] = [];
  const render = (url: string) =>
    entry.renderPage({
      url,
      publicUrl: "https://www.school.example",
      execute: (operation) => {
        sent.push(`${operation.operationName} ${JSON.stringify(operation.variables)}`);
        return Promise.resolve(answer(operation));
      },
    });
  /** Sets what `new Date()` says, and nothing else. */
  const setClock = (iso: string) =>
    jest.useFakeTimers({ now: new Date(iso), doNotFake: ["nextTick", "queueMicrotask", "setImmediate", "setTimeout"] });

  beforeAll(() => {
    if (!fs.existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run \`npm run build\` first (npm test does).`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the client's build is CommonJS, as the server loads it
    entry = require(ENTRY) as ServerEntry;
  });
  afterEach(() => jest.useRealTimers());

  it("are answered before the page renders again, each once", async () => {
    setClock("2026-10-15T08:00:00Z");
    const first = await render("/academic-calendar");
    expect(first.body).toContain("Assembly of 2026-10-01");
    sent.length = 0;

    const again = await render("/academic-calendar");
    expect(again.body).toBe(first.body);
    expect(sent.sort()).toEqual([
      "EventCalendars {}",
      'MonthEvents {"first":100,"from":"2026-10-01","to":"2026-10-31"}',
      "SchoolIdentity {}",
      'UrgentAnnouncement {"first":10}',
    ]);
  });

  it("still answer a page that asks for something else this time: the month that has come since", async () => {
    setClock("2026-10-15T08:00:00Z");
    await render("/academic-calendar");
    sent.length = 0;

    setClock("2026-11-02T08:00:00Z");
    const page = await render("/academic-calendar");
    expect(sent).toContain('MonthEvents {"first":100,"from":"2026-11-01","to":"2026-11-30"}');
    expect(page.body).toContain("Assembly of 2026-11-01");
    expect(page.body).not.toContain("Assembly of 2026-10-01");
    expect(page.head).toContain("2026-11-01");
  });

  it("leave Apollo's document caches as they were once every page is rendered: pages add no entries", async () => {
    // In a process of its own: Jest's module sandbox hides the entry's WeakRefs from v8.queryObjects. Each entry
    // of Apollo's document caches holds a WeakRef to its document, so their count counts the entries.
    const script = `
      const v8 = require("node:v8");
      const entry = require(${JSON.stringify(ENTRY)});
      const answer = ${answer.toString()};
      const school = ${JSON.stringify(school)};
      const render = () => entry.renderPage({
        url: "/academic-calendar",
        publicUrl: "https://www.school.example",
        execute: (operation) => Promise.resolve(answer(operation)),
      });
      // Two at a time, so two of the server's pooled clients take turns, as under load.
      const renderPairs = async (pairs) => {
        for (let pair = 0; pair < pairs; pair += 1) await Promise.all([render(), render()]);
      };
      const entries = () => v8.queryObjects(WeakRef, { format: "count" });
      (async () => {
        await renderPairs(10);
        const before = entries();
        await renderPairs(100);
        console.log(JSON.stringify({ before, after: entries() }));
      })();
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ["--no-warnings", "-e", script]);
    const { before, after } = JSON.parse(stdout) as { before: number; after: number };
    // A client that transformed each page's documents afresh added about five entries per page: 1,000 here.
    expect(after - before).toBeLessThan(20);
  });
});
