import { create } from "../support/fixtures";
import { pluck } from "../support/json";
import type { Json } from "../support/json";
import { asStaff, rest, restKinds } from "../support/rest";
import type { RestKind } from "../support/rest";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const UNKNOWN_ID = "00000000-0000-4000-8000-00000000beef";

/**
 * The original site's REST paths, for every kind of content: what each method and path answers, with
 * which status and shape, and that REST and GraphQL read and write the same data.
 */
describe.each(restKinds)("REST $path", (kind: RestKind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.dataSource.query(`DELETE FROM ${kind.table}`));

  const { path } = kind;
  const sorted = (object: object) => Object.keys(object).sort();

  async function createOne(overrides: Record<string, unknown> = {}) {
    const created = await asStaff(server, "POST", path, { ...kind.input(), ...kind.extras, ...overrides });
    expect(created.status).toBe(201);
    return created.body as Record<string, Json>;
  }

  it(`GET ${path} answers a JSON array of the original shape`, async () => {
    const created = await createOne();
    const listed = await rest(server, "GET", path);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("content-type")).toMatch(/^application\/json/);
    expect(listed.headers.get("link")).toBeNull();
    expect(listed.body).toEqual([created]);
    expect(sorted(listed.body[0])).toEqual([...kind.keys].sort());
  });

  it(`GET ${path}/{id} answers the item, 404 for an unknown or malformed id`, async () => {
    const created = await createOne();
    const read = await rest(server, "GET", `${path}/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);
    for (const id of [UNKNOWN_ID, "not-a-uuid", "1700000000000"]) {
      const missing = await rest(server, "GET", `${path}/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: expect.stringMatching(/not found$/) });
    }
  });

  it(`POST ${path} answers 201, the created item with a server id, and its Location`, async () => {
    const input = kind.input();
    const created = await asStaff(server, "POST", path, { ...input, ...kind.extras });
    expect(created.status).toBe(201);
    expect(sorted(created.body)).toEqual([...kind.keys].sort());
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.body.title).toBe(input.title);
    expect(created.headers.get("location")).toBe(`/api${path}/${created.body.id}`);
    expect((await rest(server, "GET", `${path}/${created.body.id}`)).body).toEqual(created.body);
  });

  it(`POST ${path} gives a server id even when the body carries one`, async () => {
    const created = await createOne({ id: UNKNOWN_ID });
    expect(created.id).not.toBe(UNKNOWN_ID);
    expect((await rest(server, "GET", `${path}/${UNKNOWN_ID}`)).status).toBe(404);
  });

  it(`PUT ${path}/{id} replaces the item's fields and answers it; 404 for an unknown id`, async () => {
    const created = await createOne();
    const body = { ...kind.input(), ...kind.extras, title: "Replaced title" };
    const replaced = await asStaff(server, "PUT", `${path}/${created.id}`, body);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: created.id, title: "Replaced title" });
    expect(sorted(replaced.body)).toEqual([...kind.keys].sort());
    expect((await rest(server, "GET", `${path}/${created.id}`)).body).toEqual(replaced.body);

    const missing = await asStaff(server, "PUT", `${path}/${UNKNOWN_ID}`, body);
    expect(missing.status).toBe(404);
    const [{ count }] = await server.dataSource.query(`SELECT count(*)::int AS count FROM ${kind.table}`);
    expect(count).toBe(1);
  });

  it(`DELETE ${path}/{id} answers 204 with no body, then the item is gone`, async () => {
    const created = await createOne();
    const deleted = await asStaff(server, "DELETE", `${path}/${created.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect((await rest(server, "GET", `${path}/${created.id}`)).status).toBe(404);
    expect((await asStaff(server, "DELETE", `${path}/${created.id}`)).status).toBe(404);
  });

  it(`DELETE ${path}/{id} accepts the JSON content type the original client sent, without a body`, async () => {
    const created = await createOne();
    const deleted = await rest(server, "DELETE", `${path}/${created.id}`, {
      token: server.staffToken(),
      headers: { "content-type": "application/json" },
    });
    expect(deleted.status).toBe(204);
  });

  it("shows a write through REST to GraphQL", async () => {
    const created = await createOne();
    const read = await server.graphql(`query ($id: ID!) { item: ${kind.graphql.read}(id: $id) { id title } }`, {
      id: created.id,
    });
    expect(read.data?.item).toEqual({ id: created.id, title: created.title });
  });

  it("shows a write through GraphQL to REST", async () => {
    const created = await create(server, kind.graphql.create, kind.input(), "id title");
    const read = await rest(server, "GET", `${path}/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject(created);
    expect(pluck((await rest(server, "GET", path)).body, "id")).toEqual([created.id]);

    await server.graphql(
      `mutation ($id: ID!) { deleted: ${kind.graphql.create.replace(/^create/, "delete")}(id: $id) }`,
      { id: created.id },
      { token: server.staffToken() },
    );
    expect((await rest(server, "GET", `${path}/${created.id}`)).status).toBe(404);
  });
});
