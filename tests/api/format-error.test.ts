import { GraphQLError } from "graphql";
import { formatError, isMaskedError } from "../../server/src/graphql/format-error";

// What Apollo formats: an error of ours reaches a client masked (and is logged, by isMaskedError), one about
// the request keeps its message with a code that says so.

const formatted = (error: GraphQLError) => formatError({ ...error.toJSON(), extensions: {} }, error);

describe("GraphQL error formatting", () => {
  it("masks a fault of ours that Apollo wrapped without a path, and marks it for the log", () => {
    const wrapped = new GraphQLError("Cannot read properties of undefined (reading 'name')", {
      originalError: new TypeError("Cannot read properties of undefined (reading 'name')"),
    });
    expect(formatted(wrapped)).toEqual({
      message: "Internal server error",
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    expect(isMaskedError(wrapped)).toBe(true);
  });

  it("answers an error about the request that came without a code as BAD_REQUEST", () => {
    const refused = new GraphQLError("provided sha does not match query", { extensions: { http: { status: 400 } } });
    expect(formatted(refused)).toMatchObject({
      message: "provided sha does not match query",
      extensions: { code: "BAD_REQUEST" },
    });
    expect(isMaskedError(refused)).toBe(false);
  });
});
