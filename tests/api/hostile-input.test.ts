import { newsInput } from "../support/fixtures";
import { rest } from "../support/rest";
import { GRAPHQL_RESPONSE_ACCEPT, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const NUL = "\u0000";
const LONE_SURROGATE = "\ud800";
const SEARCH = "query ($s: String) { news(first: 1, search: $s) { nodes { id } } }";

/** `{"a":{"a":…1…}}`, `levels` deep, written out by hand: JSON.stringify would overflow on it first. */
const nestedJson = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

/** Input that once made the server answer 500: each is the caller's mistake, answered 400, and nothing is stored. */
describe("hostile input answers 400, never 500", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const expectBadUserInput = (result: {
    status: number;
    errors?: { message: string; extensions?: { code?: unknown } }[];
  }) => {
    expect(result.status).toBe(400);
    expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    return result.errors![0].message;
  };

  it("refuses a NUL character in any GraphQL string: a search, a sign-in name, a title, a literal in the document", async () => {
    expect(expectBadUserInput(await server.graphql(SEARCH, { s: `net${NUL}ball` }))).toMatch(/NUL character/);
    expectBadUserInput(
      await server.graphql("mutation ($u: String!, $p: String!) { signIn(username: $u, password: $p) { nextStep } }", {
        u: `admin${NUL}`,
        p: "whatever-1A!",
      }),
    );
    expectBadUserInput(
      await server.graphql(
        "mutation ($input: NewsInput!) { createNews(input: $input) { id } }",
        { input: newsInput({ title: `Sports${NUL}day` }) },
        { token: server.staffToken() },
      ),
    );
    expectBadUserInput(await server.graphql('{ news(first: 1, search: "a\\u0000b") { nodes { id } } }'));
    expect(await server.dataSource.query("SELECT count(*)::int AS n FROM news")).toEqual([{ n: 0 }]);
  });

  it("refuses a NUL character in a REST query parameter or body", async () => {
    const listed = await rest(server, "GET", "/news?search=a%00b");
    expect(listed.status).toBe(400);
    expect(listed.body).toEqual({ error: expect.stringMatching(/NUL character/) as unknown });
    const created = await rest(server, "POST", "/news", {
      token: server.staffToken(),
      body: newsInput({ title: `Sports${NUL}day` }),
    });
    expect(created.status).toBe(400);
    expect(await server.dataSource.query("SELECT count(*)::int AS n FROM news")).toEqual([{ n: 0 }]);
  });

  it("refuses variables nested thousands deep on an anonymous query, and serves the next request", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: GRAPHQL_RESPONSE_ACCEPT },
      body: `{"query":${JSON.stringify(SEARCH)},"variables":{"s":"x","deep":${nestedJson(5000)}}}`,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(body.errors[0].message).toMatch(/nest at most 32 levels/);
    expect((await server.graphql(SEARCH, { s: "x" })).status).toBe(200);
  });

  it("refuses a REST body nested thousands deep", async () => {
    const response = await rest(server, "POST", "/news", {
      token: server.staffToken(),
      body: `{"title":"x","deep":${nestedJson(5000)}}`,
    });
    expect(response.status).toBe(400);
  });
});

/** A GraphQL request's body as sent, with the media type our client accepts (request errors answer 4xx). */
async function postGraphql(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: GRAPHQL_RESPONSE_ACCEPT, ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { errors?: { message: string; extensions: { code: string } }[] };
  return { status: response.status, errors: answer.errors ?? [] };
}

const PICTURE = "mutation ($image: Upload!) { uploadContentPicture(image: $image) { alt } }";

/** A multipart body of the GraphQL multipart request spec, written out by hand so it can be broken on purpose. */
function multipart(operations: unknown, file: { filename: string; bytes: string }, ending = "\r\n--b--\r\n"): string {
  return (
    [
      "--b",
      'Content-Disposition: form-data; name="operations"',
      "",
      JSON.stringify(operations),
      "--b",
      'Content-Disposition: form-data; name="map"',
      "",
      '{"0":["variables.image"]}',
      "--b",
      `Content-Disposition: form-data; name="0"; filename="${file.filename}"`,
      "Content-Type: image/png",
      "",
      file.bytes,
    ].join("\r\n") + ending
  );
}

/** Requests that once answered 500 or INTERNAL_SERVER_ERROR: each is refused as the caller's mistake, saying why. */
describe("malformed requests answer 4xx with a clear message, never an internal error", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const sendMultipart = async (body: string, contentType = "multipart/form-data; boundary=b") => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": contentType,
        "apollo-require-preflight": "true",
        accept: GRAPHQL_RESPONSE_ACCEPT,
        authorization: `Bearer ${server.staffToken()}`,
      },
      body,
    });
    const answer = (await response.json()) as { errors?: { message: string; extensions: { code: string } }[] };
    return { status: response.status, errors: answer.errors ?? [] };
  };

  it("asks for an operation name when a document holds several, and names an unknown one", async () => {
    const several = await postGraphql(server, { query: "query a { __typename } query b { __typename }" });
    expect(several).toEqual({
      status: 400,
      errors: [
        {
          message: "Must provide operation name if query contains multiple operations.",
          extensions: { code: "OPERATION_RESOLUTION_FAILURE" },
        },
      ],
    });
    const unknown = await postGraphql(server, { query: "query a { __typename }", operationName: "b" });
    expect(unknown.status).toBe(400);
    expect(unknown.errors[0]).toEqual({
      message: 'Unknown operation named "b".',
      extensions: { code: "OPERATION_RESOLUTION_FAILURE" },
    });
    const chosen = await postGraphql(server, {
      query: "query a { __typename } query b { __typename }",
      operationName: "b",
    });
    expect(chosen).toEqual({ status: 200, errors: [] });
  });

  it("answers a query's variable of the wrong type as the caller's mistake", async () => {
    const answer = await postGraphql(server, {
      query: "query ($id: ID!) { newsItem(id: $id) { title } }",
      variables: { id: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.errors.map((error) => error.extensions.code)).toEqual(["BAD_USER_INPUT"]);
  });

  it("refuses a subscription and a persisted query it cannot take as the request's fault", async () => {
    const subscription = await postGraphql(server, { query: "subscription { __typename }" });
    expect(subscription.status).toBe(400);
    expect(subscription.errors[0].extensions.code).toBe("BAD_REQUEST");
    expect(subscription.errors[0].message).toMatch(/no subscriptions/);
    const wrongHash = await postGraphql(server, {
      query: "{ __typename }",
      extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } },
    });
    expect(wrongHash).toEqual({
      status: 400,
      errors: [{ message: "provided sha does not match query", extensions: { code: "BAD_REQUEST" } }],
    });
    const version2 = await postGraphql(server, {
      query: "{ __typename }",
      extensions: { persistedQuery: { version: 2, sha256Hash: "0".repeat(64) } },
    });
    expect(version2).toEqual({
      status: 400,
      errors: [{ message: "Unsupported persisted query version", extensions: { code: "BAD_REQUEST" } }],
    });
  });

  it("refuses a lone surrogate in an e-mail address, a sign-up's or a contact message's, and stores nothing", async () => {
    const signUp = await server.graphql(
      "mutation ($email: String!) { subscribeToAlerts(email: $email, digest: true, urgent: false) }",
      { email: `a${LONE_SURROGATE}@example.com` },
    );
    expect(signUp.status).toBe(400);
    expect(signUp.errors?.[0]).toEqual({
      message: "Text may not contain a lone UTF-16 surrogate (U+D800 to U+DFFF)",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const contact = await server.graphql(
      "mutation ($input: ContactMessageInput!) { submitContactMessage(input: $input) }",
      {
        input: {
          name: "Thandi",
          email: `a${LONE_SURROGATE}@example.com`,
          subject: "Admissions",
          message: "Hello there",
        },
      },
    );
    expect(contact.status).toBe(400);
    expect(contact.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const stored = await server.dataSource.query(
      "SELECT (SELECT count(*) FROM alert_subscribers)::int AS subscribers, (SELECT count(*) FROM contact_messages)::int AS messages",
    );
    expect(stored).toEqual([{ subscribers: 0, messages: 0 }]);
  });

  it("answers a one-click unsubscribe whose token holds a NUL character 400", async () => {
    const response = await fetch(`${server.url}/alerts/unsubscribe?token=%00`, { method: "POST" });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("This unsubscribe link is not valid.");
  });

  it("answers an address whose escapes are not UTF-8 as a bad request, in the words of HTTP", async () => {
    for (const path of ["/files/%ED%A0%80/a.jpg", "/documents/%ED%A0%80/download", "/calendar/%ED%A0%80.ics"]) {
      const response = await fetch(`${server.url}${path}`);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 400,
        body: { error: "Bad Request" },
      });
    }
  });

  it("refuses a staff upload without a boundary, with a NUL in its file name or cut short, and stores nothing", async () => {
    const operations = { query: PICTURE, variables: { image: null } };
    const noBoundary = await sendMultipart(
      multipart(operations, { filename: "a.png", bytes: "png" }),
      "multipart/form-data",
    );
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.errors[0]).toEqual({
      message: "The multipart request could not be read: Multipart: Boundary not found",
      extensions: { code: "BAD_REQUEST" },
    });
    const nulName = await sendMultipart(multipart(operations, { filename: `a${NUL}b.png`, bytes: "png" }));
    expect(nulName.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(nulName.errors[0].message).toBe("The file did not arrive whole. Please send it again.");
    const cutShort = await sendMultipart(multipart(operations, { filename: "a.png", bytes: "png" }, ""));
    expect(cutShort.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(cutShort.errors[0].message).toBe("The file did not arrive whole. Please send it again.");
    const cutInOperations = await sendMultipart(
      '--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query"',
    );
    expect(cutInOperations.status).toBe(400);
    expect(cutInOperations.errors[0].extensions.code).toBe("BAD_REQUEST");
    expect(await server.dataSource.query("SELECT count(*)::int AS n FROM assets")).toEqual([{ n: 0 }]);
  });

  it("refuses a file sent for a String variable without printing the upload's internals", async () => {
    const search = {
      query: "query ($image: String) { news(first: 1, search: $image) { nodes { id } } }",
      variables: { image: null },
    };
    const answer = await sendMultipart(multipart(search, { filename: "a.png", bytes: "png" }));
    expect(answer).toEqual({
      status: 400,
      errors: [
        { message: "A file may be sent only for an argument of type Upload", extensions: { code: "BAD_USER_INPUT" } },
      ],
    });
  });
});
