import fs from "node:fs";
import type { ApolloCache, InMemoryCache, Reference } from "@apollo/client";
import fc from "fast-check";
import { buildSchema, getNamedType, isLeafType, parse } from "graphql";
import type { GraphQLObjectType } from "graphql";
import { SCHEMA_FILE } from "../../server/src/app/schema";
import { todayIn } from "../../server/src/kernel/dates";
import { contentTypeWhere } from "./content-types";
import { startTestServer } from "./test-server";
import type { TestServer } from "./test-server";

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

/** A content type's list, as its API test generates it: the lists the panel and public pages keep, and inputs. */
export interface PlacementCheck {
  /** The list's query field, as the type's declaration names it. */
  field: string;
  /** Arguments of the lists to keep in the cache, given the school's today (yyyy-mm-dd). */
  lists(today: string): Input[];
  /** Valid inputs, some in every list, some in none. */
  input(today: string): fc.Arbitrary<Input>;
}

export const word = fc.constantFrom("netball", "choir", "science", "Kite", "art");
export const publication = fc.constantFrom(
  { action: "DRAFT" },
  { action: "PUBLISH" },
  { action: "SCHEDULE", publishAt: new Date(Date.now() + 86_400_000).toISOString() },
);

/** A day within three of today, so upcoming and past both hold some. */
export const nearDay = (today: string) =>
  fc.integer({ min: -3, max: 3 }).map((offset) => {
    const day = new Date(`${today}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + offset);
    return day.toISOString().slice(0, 10);
  });

/** What happens to the items, one after another: a new one, an edit of the n-th, a delete of the n-th. */
type Step = { create: Input } | { edit: number; input: Input } | { remove: number };

function steps(input: fc.Arbitrary<Input>): fc.Arbitrary<Step[]> {
  return fc.array(
    fc.oneof(
      input.map((created): Step => ({ create: created })),
      fc.record({ edit: fc.nat(), input }),
      fc.record({ remove: fc.nat() }),
    ),
    { minLength: 1, maxLength: 6 },
  );
}

/** The list field's type, table, filter arguments and every plain field of its items, from the declarations. */
function declaredList(field: string) {
  const { typeName, table } = contentTypeWhere((type) => type.list.field === field, `lists ${field}`);
  const schema = buildSchema(fs.readFileSync(SCHEMA_FILE, "utf8"));
  const listField = schema.getQueryType()!.getFields()[field];
  const args = listField.args
    .filter((arg) => arg.name !== "first" && arg.name !== "after")
    // Nullable variables: a list leaves out the arguments it does not filter by, which then take their defaults.
    .map((arg) => [arg.name, String(arg.type).replace(/!$/, "")] as const);
  const item = schema.getType(typeName) as GraphQLObjectType;
  const fields = Object.values(item.getFields())
    .filter((candidate) => isLeafType(getNamedType(candidate.type)) && candidate.args.length === 0)
    .map((candidate) => candidate.name);
  return { type: typeName, table, args, fields };
}

/** The property test of one content type's list: its own server, its own database. */
export function describeListPlacement(check: PlacementCheck) {
  describe(`the panel's cache places saved ${check.field} as the server lists them`, () => {
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

    it("after any creates, edits and deletes, every cached list equals the server's answer", async () => {
      const { field } = check;
      const { type, table, args, fields } = declaredList(field);
      const selection = `__typename ${fields.join(" ")}`;
      const listQuery = parse(
        `query ($first: Int!, ${args.map(([arg, argType]) => `$${arg}: ${argType}`).join(", ")}) {
          ${field}(first: $first, ${args.map(([arg]) => `${arg}: $${arg}`).join(", ")}) {
            nodes { ${selection} }
            pageInfo { hasNextPage endCursor }
          }
        }`,
      );
      const listText = listQuery.loc?.source.body as string;
      const fragment = parse(`fragment Saved on ${type} { ${selection} }`);
      const input = check.input(today);

      await fc.assert(
        fc.asyncProperty(fc.array(input, { minLength: 1, maxLength: 6 }), steps(input), async (initial, later) => {
          await server.dataSource.query(`DELETE FROM ${table}`);
          const ids: string[] = [];
          const save = async (saved: Input, id?: string) => {
            const data = await call<Record<string, Input>>(
              id
                ? `mutation ($id: ID!, $input: ${type}Input!) { saved: update${type}(id: $id, input: $input) { ${selection} } }`
                : `mutation ($input: ${type}Input!) { saved: create${type}(input: $input) { ${selection} } }`,
              { input: saved, id },
            );
            return data.saved;
          };
          for (const created of initial) ids.push((await save(created)).id as string);

          const cache = createCache();
          const lists = check.lists(today).map((listArgs) => ({ first: 50, ...listArgs }));
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
              await call(`mutation ($id: ID!) { delete${type}(id: $id) }`, { id });
              removeFromLists(cache, field, { __typename: type, id });
            }
          }

          for (const variables of lists) {
            const answered = (await call<Record<string, { nodes: { id: string }[] }>>(listText, variables))[field];
            const cached = cache.readQuery<Record<string, { nodes: { id: string }[] }>>({
              query: listQuery,
              variables,
            });
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
}
