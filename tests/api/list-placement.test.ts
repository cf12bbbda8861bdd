import type { ApolloCache, InMemoryCache, Reference } from "@apollo/client";
import fc from "fast-check";
import { parse } from "graphql";
import { todayIn } from "../../server/src/kernel/dates";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

// The staff panel never re-fetches a list after a save: it places the saved item in every cached list by the
// list rules the server declares (client/src/lib/cache-lists.ts). Generated items and edits check that the
// cache's lists then hold what the server answers for the same arguments, in the same order.

type Input = Record<string, unknown>;

/** The client's modules that place saved items. ES modules under the client's own type check: here only run. */
interface ClientCache {
  createCache(): InMemoryCache;
  declaredListRules(field: string, today?: string): unknown;
  placeInLists(cache: ApolloCache, field: string, item: Reference, rules: unknown): void;
  removeFromLists(cache: ApolloCache, field: string, item: { __typename: string; id: string }): void;
}
const { createCache, declaredListRules, placeInLists, removeFromLists } = {
  /* eslint-disable @typescript-eslint/no-require-imports -- typed above; a static import would type-check them as the server's CommonJS */
  ...(require("../../client/src/lib/apollo-cache") as Pick<ClientCache, "createCache">),
  ...(require("../../client/src/lib/cache-lists") as Omit<ClientCache, "createCache">),
  /* eslint-enable @typescript-eslint/no-require-imports */
};

interface Kind {
  field: "news" | "events" | "announcements";
  type: string;
  table: string;
  /** Every field the list rules read, and the id. */
  fields: string;
  /** The list arguments of the lists the panel and the public pages keep, and their GraphQL types. */
  argTypes: Record<string, string>;
  lists: Input[];
  input: fc.Arbitrary<Input>;
}

const word = fc.constantFrom("netball", "choir", "science", "Kite", "art");
const publication = fc.constantFrom(
  { action: "DRAFT" },
  { action: "PUBLISH" },
  { action: "SCHEDULE", publishAt: new Date(Date.now() + 86_400_000).toISOString() },
);

/** A day within three of today, so upcoming and past both hold some. */
const nearDay = (today: string) =>
  fc.integer({ min: -3, max: 3 }).map((offset) => {
    const day = new Date(`${today}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + offset);
    return day.toISOString().slice(0, 10);
  });

function kinds(today: string): Kind[] {
  return [
    {
      field: "news",
      type: "News",
      table: "news",
      fields: "id title excerpt category date createdAt publishedAt expiresAt",
      argTypes: { search: "String", category: "String", includeUnpublished: "Boolean", state: "PublicationState" },
      lists: [
        { includeUnpublished: true },
        {},
        { includeUnpublished: true, search: "kite" },
        { category: "Sport" },
        { includeUnpublished: true, state: "DRAFT" },
        { includeUnpublished: true, state: "SCHEDULED" },
      ],
      input: fc.record({
        title: word.map((text) => `About ${text}`),
        excerpt: word.map((text) => `A line on ${text}.`),
        content: fc.constant("<p>Well done.</p>"),
        date: nearDay(today),
        category: fc.constantFrom("Sport", "Academic"),
        publication,
      }),
    },
    {
      field: "events",
      type: "Event",
      table: "events",
      fields: "id title description location category date createdAt publishedAt expiresAt",
      argTypes: {
        search: "String",
        category: "String",
        timeframe: "EventTimeframe",
        from: "String",
        to: "String",
        includeUnpublished: "Boolean",
        state: "PublicationState",
      },
      lists: [
        { includeUnpublished: true },
        { includeUnpublished: true, timeframe: "ALL" },
        { timeframe: "PAST" },
        { category: "Sport", timeframe: "ALL" },
        { search: "choir", includeUnpublished: true },
        { from: today, to: today, timeframe: "ALL" },
        { includeUnpublished: true, state: "SCHEDULED", timeframe: "ALL" },
      ],
      input: fc.record({
        title: word.map((text) => `${text} day`),
        description: fc.constant("Bring a hat."),
        date: nearDay(today),
        time: fc.constant("10:00 AM"),
        location: word.map((text) => `The ${text} hall`),
        category: fc.constantFrom("Sport", "Culture", null),
        publication,
      }),
    },
    {
      field: "announcements",
      type: "Announcement",
      table: "announcements",
      fields: "id title content date createdAt publishedAt expiresAt active priority",
      argTypes: { search: "String", priority: "Priority", includeInactive: "Boolean", state: "PublicationState" },
      lists: [
        { includeInactive: true },
        {},
        { priority: "high" },
        { includeInactive: true, search: "art" },
        { includeInactive: true, state: "DRAFT" },
        { includeInactive: true, state: "PUBLISHED" },
      ],
      input: fc.record({
        title: word.map((text) => `On ${text}`),
        content: word.map((text) => `<p>${text} news</p>`),
        date: nearDay(today),
        urgent: fc.boolean(),
        active: fc.boolean(),
        priority: fc.constantFrom("low", "medium", "high", null),
        publication,
      }),
    },
  ];
}

/** What happens to the items, one after another: a new one, an edit of the n-th, a delete of the n-th. */
type Step = { create: Input } | { edit: number; input: Input } | { remove: number };

function steps(kind: Kind): fc.Arbitrary<Step[]> {
  return fc.array(
    fc.oneof(
      kind.input.map((input): Step => ({ create: input })),
      fc.record({ edit: fc.nat(), input: kind.input }),
      fc.record({ remove: fc.nat() }),
    ),
    { minLength: 1, maxLength: 6 },
  );
}

describe("the panel's cache places saved items as the server lists them", () => {
  let server: TestServer;
  let today: string;

  beforeAll(async () => {
    server = await startTestServer();
    today = todayIn(server.config.school.timeZone, server.clock.now());
  });

  afterAll(() => server.close());

  async function call<T>(query: string, variables: Input = {}): Promise<T> {
    const result = await server.graphql<T>(query, variables, { token: server.staffToken() });
    if (result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
    return result.data;
  }

  it.each(["news", "events", "announcements"] as const)("%s", async (field) => {
    const kind = kinds(today).find((candidate) => candidate.field === field) as Kind;
    const selection = `__typename ${kind.fields}`;
    const argList = Object.entries(kind.argTypes);
    const listQuery = parse(
      `query ($first: Int!, ${argList.map(([arg, type]) => `$${arg}: ${type}`).join(", ")}) {
        ${field}(first: $first, ${argList.map(([arg]) => `${arg}: $${arg}`).join(", ")}) {
          nodes { ${selection} }
          pageInfo { hasNextPage endCursor }
        }
      }`,
    );
    const listText = listQuery.loc?.source.body as string;
    const fragment = parse(`fragment Saved on ${kind.type} { ${selection} }`);
    const mutationName = (verb: string) => `${verb}${kind.type}`;
    const inputType = `${kind.type}Input`;

    await fc.assert(
      fc.asyncProperty(fc.array(kind.input, { minLength: 1, maxLength: 6 }), steps(kind), async (initial, later) => {
        await server.dataSource.query(`DELETE FROM ${kind.table}`);
        const ids: string[] = [];
        const save = async (input: Input, id?: string) => {
          const data = await call<Record<string, Input>>(
            id
              ? `mutation ($id: ID!, $input: ${inputType}!) { saved: ${mutationName("update")}(id: $id, input: $input) { ${selection} } }`
              : `mutation ($input: ${inputType}!) { saved: ${mutationName("create")}(input: $input) { ${selection} } }`,
            { input, id },
          );
          return data.saved;
        };
        for (const input of initial) ids.push((await save(input)).id as string);

        const cache = createCache();
        const lists = kind.lists.map((args) => ({ first: 50, ...args }));
        for (const variables of lists) {
          cache.writeQuery({ query: listQuery, variables, data: await call(listText, variables) });
        }

        for (const step of later) {
          if ("create" in step || "edit" in step) {
            const id = "edit" in step && ids.length > 0 ? ids[step.edit % ids.length] : undefined;
            const saved = await save("create" in step ? step.create : step.input, id);
            if (!id) ids.push(saved.id as string);
            const ref = cache.writeFragment({ fragment, data: saved });
            if (ref) placeInLists(cache, field, ref, declaredListRules(field, today));
          } else if (ids.length > 0) {
            const [id] = ids.splice(step.remove % ids.length, 1);
            await call(`mutation ($id: ID!) { ${mutationName("delete")}(id: $id) }`, { id });
            removeFromLists(cache, field, { __typename: kind.type, id });
          }
        }

        for (const variables of lists) {
          const answered = (await call<Record<string, { nodes: { id: string }[] }>>(listText, variables))[field];
          const cached = cache.readQuery<Record<string, { nodes: { id: string }[] }>>({ query: listQuery, variables });
          expect({ variables, ids: cached?.[field].nodes.map((node) => node.id) }).toEqual({
            variables,
            ids: answered.nodes.map((node) => node.id),
          });
        }
      }),
      { numRuns: 15 },
    );
  });
});
