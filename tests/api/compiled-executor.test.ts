import { GraphQLError, buildSchema, parse } from "graphql";
import type { ExecutionResult, OperationDefinitionNode } from "graphql";
import type { GatewayExecutor, GatewayGraphQLRequestContext } from "@apollo/server-gateway-interface";
import { compiledExecution } from "../../server/src/graphql/compiled-executor";

// Queries run as functions graphql-jit compiles; what they answer must be what graphql-js answers, errors
// included, and where graphql-jit reads variables differently the interpreter runs instead.

const schema = buildSchema(`
  input Filter { term: String!  exact: Boolean! = false }
  type Item { id: ID!  label: String }
  type Query { items(filter: Filter): [Item!]!  missing: Item  item(id: ID!): Item }
  type Mutation { rename(label: String!): Item! }
`);
Object.assign(schema.getQueryType()!.getFields().items, {
  resolve: (_root: unknown, { filter }: { filter?: { term: string; exact: boolean } }) => [
    { id: "1", label: filter ? `${filter.term}:${filter.exact}` : "all" },
  ],
});
Object.assign(schema.getQueryType()!.getFields().missing, {
  resolve: () => {
    throw Object.assign(new Error("Item not found"), { extensions: { code: "NOT_FOUND" } });
  },
});
Object.assign(schema.getMutationType()!.getFields().rename, {
  resolve: (_root: unknown, { label }: { label: string }) => ({ id: "1", label }),
});

let executor: GatewayExecutor;

beforeAll(async () => {
  const gateway = compiledExecution(schema);
  gateway.onSchemaLoadOrUpdate(() => undefined);
  executor = (await gateway.load({ apollo: {} })).executor!;
});

function run(query: string, variables: Record<string, unknown> = {}): Promise<ExecutionResult> {
  const document = parse(query);
  const operation = document.definitions[0] as OperationDefinitionNode;
  return executor({
    document,
    operation,
    request: { query, variables },
    context: {},
  } as unknown as GatewayGraphQLRequestContext);
}

describe("compiled execution", () => {
  it("answers a query's data", async () => {
    expect(await run("{ items { id label } }")).toEqual({ data: { items: [{ id: "1", label: "all" }] } });
  });

  it("answers a resolver's error as graphql-js does: its extensions, path and place in the document", async () => {
    const { data, errors } = await run("{\n  missing { id } }");
    expect(data).toEqual({ missing: null });
    expect(errors).toHaveLength(1);
    const [error] = errors!;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.toJSON()).toEqual({
      message: "Item not found",
      path: ["missing"],
      locations: [{ line: 2, column: 3 }],
      extensions: { code: "NOT_FOUND" },
    });
  });

  it("fills in a required input field's default left out of a variable", async () => {
    const query = "query ($filter: Filter) { items(filter: $filter) { label } }";
    expect(await run(query, { filter: { term: "netball" } })).toEqual({
      data: { items: [{ label: "netball:false" }] },
    });
  });

  it("answers variables that do not fit the query as the caller's mistake, with no data", async () => {
    const result = await run("query ($id: ID!) { item(id: $id) { id } }", { id: true });
    expect(result.data).toBeUndefined();
    expect(result.errors?.map((error) => error.extensions.code)).toEqual(["BAD_USER_INPUT"]);
  });

  it("answers a document with no operation chosen by saying why, as graphql-js does", async () => {
    const query = "query a { items { id } } query b { items { id } }";
    const result = await executor({
      document: parse(query),
      operation: undefined,
      request: { query, variables: {} },
      context: {},
    } as unknown as GatewayGraphQLRequestContext);
    expect(result.errors?.map((error) => error.message)).toEqual([
      "Must provide operation name if query contains multiple operations.",
    ]);
  });

  it("runs mutations", async () => {
    const result = await run('mutation { rename(label: "Sport") { label } }');
    expect(result).toEqual({ data: { rename: { label: "Sport" } } });
  });
});
