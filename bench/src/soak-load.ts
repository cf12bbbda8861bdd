import jwt from "jsonwebtoken";
import { signInStaffAgain } from "./files";

// The soak's traffic: what visitors read (pages, GraphQL lists, the site search, REST reads, an image) and
// what staff write (news, events and announcements created, edited and deleted), at one steady rate spread
// over every instance. It is about leaks, not throughput: the rate is far below what the site can serve.

export const REQUESTS_PER_SECOND = 20;
/** Requests still waiting beyond this mean the machine cannot keep up; the tick is counted, not sent. */
const MAX_IN_FLIGHT = 40;
const REQUEST_TIMEOUT_MS = 30_000;
/** The first few failures are kept word for word for the report. */
const KEPT_FAILURES = 5;
/** Every variety of search term, so the caches see new keys all the time, as they do from real visitors. */
const SEARCH_WORDS = ["netball", "choir", "term dates", "uniform", "swimming gala", "library", "fees", "concert"];

export interface Tally {
  sent: number;
  answered2xx: number;
  /** Answers 500 to 599. */
  serverErrors: number;
  /** Answers that are neither 2xx nor 5xx. */
  otherStatus: number;
  /** 2xx answers that are not what was asked: GraphQL `errors` (sent with status 200), or unreadable JSON. */
  badAnswers: number;
  /** No answer at all: refused, reset, or over REQUEST_TIMEOUT_MS. */
  noAnswer: number;
  /** Ticks skipped because MAX_IN_FLIGHT requests were still waiting. */
  notSent: number;
}

const emptyTally = (): Tally => ({
  sent: 0,
  answered2xx: 0,
  serverErrors: 0,
  otherStatus: 0,
  badAnswers: 0,
  noAnswer: 0,
  notSent: 0,
});

export const failedRequests = (tally: Tally) =>
  tally.serverErrors + tally.otherStatus + tally.badAnswers + tally.noAnswer;

interface Call {
  label: string;
  path: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Sent with the staff member's access token. */
  staff?: boolean;
  /** A public page, asked for as a browser does. */
  html?: boolean;
  /** A GraphQL answer: `errors` in it is a failure. */
  graphql?: boolean;
  /** Called once the request is over: with the parsed JSON of a successful answer, else with undefined. */
  onSettled?: (body: unknown) => void;
}

/** Ids the reads ask for, taken once from the site's own lists. */
export interface SiteIds {
  news: string[];
  events: string[];
  announcements: string[];
  /** One stored image variant's path. */
  image: string | null;
}

const graphqlCall = (label: string, query: string, variables: Record<string, unknown> = {}, staff = false): Call => ({
  label,
  path: "/graphql",
  method: "POST",
  body: { query, variables },
  staff,
  graphql: true,
});

const NEWS_LIST = `query SoakNews($search: String) {
  news(first: 20, search: $search) { nodes { id title excerpt date category image } pageInfo { endCursor } }
}`;
const EVENTS_LIST = `query SoakEvents { events(first: 20) { nodes { id title date time location category image } } }`;
const ANNOUNCEMENTS_LIST = `query SoakAnnouncements { announcements(first: 20) { nodes { id title content date priority } } }`;
const SITE_SEARCH = `query SoakSearch($q: String!) {
  search(q: $q, first: 20) { total hits { kind title path date snippet { text highlighted } } }
}`;
const STAFF_NEWS = `query SoakStaffNews {
  news(first: 20, includeUnpublished: true) { nodes { id title publishedAt expiresAt version updatedAt } }
}`;

/** The ids of the first page of each list, and the first news image, as the soak's reads use them. */
export async function siteIds(baseUrl: string): Promise<SiteIds> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `{ news(first: 50) { nodes { id image } } events(first: 50) { nodes { id } }
        announcements(first: 50) { nodes { id } } }`,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  type Nodes<T> = { nodes: T[] };
  const answer = (await response.json()) as {
    data?: {
      news: Nodes<{ id: string; image: string | null }>;
      events: Nodes<{ id: string }>;
      announcements: Nodes<{ id: string }>;
    };
  };
  const data = answer.data;
  if (!data || data.news.nodes.length === 0 || data.events.nodes.length === 0 || data.announcements.nodes.length === 0)
    throw new Error(`the site has no news, events or announcements to read: ${JSON.stringify(answer).slice(0, 500)}`);
  return {
    news: data.news.nodes.map((node) => node.id),
    events: data.events.nodes.map((node) => node.id),
    announcements: data.announcements.nodes.map((node) => node.id),
    image: data.news.nodes.find((node) => node.image)?.image ?? null,
  };
}

/** The reads, one after another; `turn` picks the item and the search term, so both keep changing. */
function readCalls(ids: SiteIds, apiBasePath: string): ((turn: number) => Call)[] {
  const pick = (list: string[], turn: number) => list[turn % list.length];
  const term = (turn: number) => `${pick(SEARCH_WORDS, turn)}${turn % 3 === 0 ? ` ${turn}` : ""}`;
  const page = (label: string, path: string): Call => ({ label, path, html: true });
  const rest = (label: string, path: string): Call => ({ label, path: `${apiBasePath}${path}` });
  const calls: ((turn: number) => Call)[] = [
    () => page("page /", "/"),
    () => page("page /news", "/news"),
    (turn) => page("page /news/:id", `/news/${pick(ids.news, turn)}`),
    () => page("page /events", "/events"),
    (turn) => page("page /events/:id", `/events/${pick(ids.events, turn)}`),
    () => page("page /announcements", "/announcements"),
    (turn) => page("page /search", `/search?q=${encodeURIComponent(term(turn))}`),
    () => graphqlCall("GraphQL news", NEWS_LIST),
    (turn) => graphqlCall("GraphQL news search", NEWS_LIST, { search: term(turn) }),
    () => graphqlCall("GraphQL events", EVENTS_LIST),
    () => graphqlCall("GraphQL announcements", ANNOUNCEMENTS_LIST),
    (turn) => graphqlCall("GraphQL site search", SITE_SEARCH, { q: term(turn) }),
    () => graphqlCall("GraphQL staff news", STAFF_NEWS, {}, true),
    () => rest("REST news", "/news"),
    (turn) => rest("REST news/:id", `/news/${pick(ids.news, turn)}`),
    () => rest("REST events", "/events"),
    (turn) => rest("REST announcements/:id", `/announcements/${pick(ids.announcements, turn)}`),
  ];
  const { image } = ids;
  if (image) calls.push(() => ({ label: "image", path: image }));
  return calls;
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The kinds staff write: each one's REST path, GraphQL type name, and a valid input numbered `n`. */
const WRITTEN_KINDS = [
  {
    path: "/news",
    type: "News",
    input: (n: number) => ({
      title: `Soak article ${n}`,
      excerpt: `Written by the soak run, number ${n}.`,
      content: `<p>The soak run wrote this article (${n}) and will delete it again.</p>`,
      date: isoDay(0),
      category: "Notices",
    }),
  },
  {
    path: "/events",
    type: "Event",
    input: (n: number) => ({
      title: `Soak event ${n}`,
      description: `<p>The soak run planned this event (${n}).</p>`,
      date: isoDay(7 + (n % 30)),
      time: "10:00 AM - 11:30 AM",
      location: "School hall",
      category: "Community",
    }),
  },
  {
    path: "/announcements",
    type: "Announcement",
    input: (n: number) => ({
      title: `Soak announcement ${n}`,
      content: `<p>The soak run announces number ${n}.</p>`,
      date: isoDay(0),
      urgent: false,
      active: true,
    }),
  },
] as const;

/**
 * Staff writes, in turn over the kinds: each kind's item is created (REST POST), edited (GraphQL update)
 * and deleted (REST DELETE), so the content stays about as large as it started. A kind's next write waits
 * for the answer to its last one (an edit must not overtake the creation, nor the deletion the edit);
 * answers undefined while every kind still waits.
 */
function staffWrites(apiBasePath: string): () => Call | undefined {
  const states = WRITTEN_KINDS.map(() => ({ id: undefined as string | undefined, edited: false, waiting: false }));
  let written = 0;
  return () => {
    const index = [1, 2, 3]
      .map((offset) => (written + offset) % WRITTEN_KINDS.length)
      .find((each) => !states[each].waiting);
    if (index === undefined) return undefined;
    written += 1;
    const kind = WRITTEN_KINDS[index];
    const state = states[index];
    state.waiting = true;
    const { id, edited } = state;
    if (id === undefined) {
      return {
        label: `REST create ${kind.type}`,
        path: `${apiBasePath}${kind.path}`,
        method: "POST",
        body: kind.input(written),
        staff: true,
        onSettled: (body) => {
          state.id = (body as { id?: string } | undefined)?.id;
          state.waiting = false;
        },
      };
    }
    if (!edited) {
      return {
        ...graphqlCall(
          `GraphQL update ${kind.type}`,
          `mutation SoakUpdate($id: ID!, $input: ${kind.type}Input!) { update${kind.type}(id: $id, input: $input) { id version } }`,
          { id, input: kind.input(written) },
          true,
        ),
        onSettled: () => {
          state.edited = true;
          state.waiting = false;
        },
      };
    }
    return {
      label: `REST delete ${kind.type}`,
      path: `${apiBasePath}${kind.path}/${id}`,
      method: "DELETE",
      staff: true,
      onSettled: () => {
        Object.assign(state, { id: undefined, edited: false, waiting: false });
      },
    };
  };
}

/** The staff member's access token, renewed by signing in again when half of its life has gone. */
function staffSession(baseUrl: string, username: string, firstToken: string, onFailure: (reason: string) => void) {
  let token = firstToken;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const expiresAt = ((jwt.decode(token) as jwt.JwtPayload | null)?.exp ?? 0) * 1000;
    timer = setTimeout(renew, Math.max(1000, (expiresAt - Date.now()) / 2));
  };
  const renew = () => {
    signInStaffAgain(baseUrl, username).then(
      (renewed) => {
        token = renewed;
        schedule();
      },
      (error: unknown) => {
        onFailure(`signing in again: ${error instanceof Error ? error.message : String(error)}`);
        timer = setTimeout(renew, 10_000);
      },
    );
  };
  schedule();
  return { token: () => token, stop: () => clearTimeout(timer) };
}

export interface Load {
  /** What was sent and answered since the last call. */
  takeMinute(): Tally;
  total(): Tally;
  /** The first failures, word for word. */
  failures(): string[];
  /** Stops sending and waits for every answer still due. */
  stop(): Promise<void>;
}

/**
 * Sends REQUESTS_PER_SECOND requests a second, each instance in turn, every read and write of the mix in
 * turn on each instance; one write for every round of reads.
 */
export function startLoad(options: {
  baseUrls: string[];
  apiBasePath: string;
  ids: SiteIds;
  staff: { username: string; token: string };
}): Load {
  const { baseUrls, apiBasePath } = options;
  const reads = readCalls(options.ids, apiBasePath);
  const write = staffWrites(apiBasePath);
  let minute = emptyTally();
  const total = emptyTally();
  const failures: string[] = [];
  const keep = (reason: string) => {
    if (failures.length < KEPT_FAILURES) failures.push(reason);
  };
  const count = (key: keyof Tally) => {
    minute[key] += 1;
    total[key] += 1;
  };
  const fail = (key: keyof Tally, reason: string) => {
    count(key);
    keep(reason);
  };
  const session = staffSession(baseUrls[0], options.staff.username, options.staff.token, keep);

  /** Sends one request and counts its outcome; answers the parsed JSON of a successful answer. */
  const send = async (baseUrl: string, call: Call): Promise<unknown> => {
    const where = `${call.method ?? "GET"} ${baseUrl}${call.path} (${call.label})`;
    count("sent");
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${baseUrl}${call.path}`, {
        method: call.method ?? "GET",
        headers: {
          accept: call.html ? "text/html" : "application/json",
          ...(call.body === undefined ? {} : { "content-type": "application/json" }),
          ...(call.staff ? { authorization: `Bearer ${session.token()}` } : {}),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      return fail("noAnswer", `${where}: no answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (status >= 500) return fail("serverErrors", `${where}: ${status} ${text.slice(0, 300)}`);
    if (status < 200 || status >= 300) return fail("otherStatus", `${where}: ${status} ${text.slice(0, 300)}`);
    if (!call.graphql && !call.onSettled) return count("answered2xx");
    let json: { errors?: unknown[] } | undefined;
    try {
      json = text ? (JSON.parse(text) as { errors?: unknown[] }) : undefined;
    } catch {
      return fail("badAnswers", `${where}: ${status}, not JSON: ${text.slice(0, 300)}`);
    }
    if (call.graphql && json?.errors) return fail("badAnswers", `${where}: ${text.slice(0, 300)}`);
    count("answered2xx");
    return json;
  };

  const inFlight = new Set<Promise<void>>();
  let tick = 0;
  const timer = setInterval(() => {
    const turn = Math.floor(tick / baseUrls.length);
    const baseUrl = baseUrls[tick % baseUrls.length];
    tick += 1;
    if (inFlight.size >= MAX_IN_FLIGHT) return count("notSent");
    const slot = turn % (reads.length + 1);
    const round = Math.floor(turn / (reads.length + 1));
    // When every kind still waits for its last write, a read takes the write's turn.
    const call = (slot === reads.length ? write() : undefined) ?? reads[slot % reads.length](round);
    const request = send(baseUrl, call)
      .then((body) => call.onSettled?.(body))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }, 1000 / REQUESTS_PER_SECOND);

  return {
    takeMinute: () => {
      const taken = minute;
      minute = emptyTally();
      return taken;
    },
    total: () => total,
    failures: () => failures,
    stop: async () => {
      clearInterval(timer);
      session.stop();
      await Promise.all(inFlight);
    },
  };
}
