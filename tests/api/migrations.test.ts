import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

/** Indexes and constraints are named and tuned in the migrations alone (trigram search, partial indexes). */
const NAMED_IN_MIGRATIONS = /\b(INDEX|CONSTRAINT)\b/;

describe("migrations", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("build the tables and columns the entities describe (write a migration with every entity change)", async () => {
    // What TypeORM's synchronize would still change after every migration ran.
    const pending = await server.dataSource.driver.createSchemaBuilder().log();
    const drift = pending.upQueries.map((query) => query.query).filter((query) => !NAMED_IN_MIGRATIONS.test(query));
    expect(drift).toEqual([]);
  });
});
