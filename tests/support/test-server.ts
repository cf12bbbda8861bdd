import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { Client } from "pg";
import type { DataSource } from "typeorm";
import { createApp } from "../../server/src/app/app";
import type { App } from "../../server/src/app/app";
import { loadConfig } from "../../server/src/config";
import type { Config } from "../../server/src/config";
import { createDataSource } from "../../server/src/db/data-source";
import { createLogger } from "../../server/src/logger";
import type { Logger } from "../../server/src/logger";
import { AuditService } from "../../server/src/modules/audit";
import { PasswordHasher, TokenService, UserService, UserStatus } from "../../server/src/modules/auth";
import type { AuthUser } from "../../server/src/modules/auth";
import { ManualClock } from "./clock";
import type { Json } from "./json";

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";

export const staffUser: AuthUser = {
  id: "00000000-0000-4000-8000-000000000001",
  username: "office",
  email: "office@school.example",
};
export const STAFF_PASSWORD = "Office-Desk-2024!";
/** The open sign-in that staffToken()'s tokens belong to. */
export const STAFF_SESSION_ID = "00000000-0000-4000-8000-0000000000a1";
const STAFF_SESSION_TTL_MS = 10 * 365 * 24 * 60 * 60_000;
/** bcrypt's cheapest cost keeps the suite fast; production always uses 12. */
export const TEST_BCRYPT_COST = 4;

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  headers?: Headers;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

export interface TestServer {
  url: string;
  config: Config;
  dataSource: DataSource;
  tokens: TokenService;
  /** The server's time: it stands still until a test moves it. */
  clock: ManualClock;
  hasher: PasswordHasher;
  /** Staff-account administration (what `npm run admin` does) on this server's database. */
  users: UserService;
  /** A valid access token for a staff member. */
  staffToken(): string;
  graphql<T = Record<string, Json>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A signed-in, enabled administrator, as the auth checker requires of every write. */
async function insertStaffUser(dataSource: DataSource, hasher: PasswordHasher, now: Date): Promise<void> {
  await dataSource.query(
    `INSERT INTO users (id, username, email, password_hash, status, role) VALUES ($1, $2, $3, $4, $5, 'ADMINISTRATOR')`,
    [staffUser.id, staffUser.username, staffUser.email, await hasher.hash(STAFF_PASSWORD), UserStatus.CONFIRMED],
  );
  await dataSource.query(`INSERT INTO auth_sessions (id, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)`, [
    STAFF_SESSION_ID,
    staffUser.id,
    new Date(now.getTime() + STAFF_SESSION_TTL_MS),
    now,
  ]);
}

/**
 * The real server (Express + Apollo) on a free port, over a database of its own that has had
 * the committed migrations applied: tests talk to it over HTTP and never see each other's rows.
 * The database is made on the tests' shared PostgreSQL unless `adminUrl` names another server's. It logs
 * nothing unless given a `logger` (a test that reads the server's lines).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  adminUrl = process.env.TEST_ADMIN_DATABASE_URL,
  logger?: Logger,
): Promise<TestServer> {
  if (!adminUrl) throw new Error("TEST_ADMIN_DATABASE_URL is not set: run the tests through jest");
  const database = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
  const url = databaseUrl(adminUrl, database);

  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: url,
    JWT_SECRET: TEST_JWT_SECRET,
    PORT: "0",
    // A test that needs the job runner starts its own.
    JOBS_ENABLED: "false",
    ...env,
  });
  const serverLogger = logger ?? createLogger(config.logLevel);
  const dataSource = createDataSource({ url, poolMax: 5, connectTimeoutMs: 5000, logger: serverLogger });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: "each" });
  const clock = new ManualClock();
  const hasher = new PasswordHasher(TEST_BCRYPT_COST);
  await insertStaffUser(dataSource, hasher, clock.now());
  const tokens = new TokenService({
    secret: config.jwt.secret ?? TEST_JWT_SECRET,
    previousSecrets: config.jwt.previousSecrets,
    issuer: config.jwt.issuer,
    audience: config.jwt.audience,
    clock,
  });
  return serve({ config, dataSource, tokens, clock, hasher, logger: serverLogger }, async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });
}

interface ServerParts {
  config: Config;
  dataSource: DataSource;
  tokens: TokenService;
  clock: ManualClock;
  hasher: PasswordHasher;
  logger: Logger;
}

export const GRAPHQL_RESPONSE_ACCEPT = "application/graphql-response+json, application/json;q=0.9";

/** A GraphQL request to the server at `baseUrl`, as TestServer's `graphql` sends it. */
export function graphqlAt(baseUrl: string): TestServer["graphql"] {
  return async (query, variables, options = {}) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        // What Apollo Client sends: request errors answer 4xx in this media type.
        accept: GRAPHQL_RESPONSE_ACCEPT,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as GraphQLResponse<Json>;
    return { ...body, status: response.status, headers: response.headers };
  };
}

/** The app over `parts` on a free port; `afterClose` runs once it and its data source have stopped. */
async function serve(parts: ServerParts, afterClose: () => Promise<void>): Promise<TestServer> {
  const { config, dataSource, tokens, clock, hasher, logger } = parts;
  const app: App = await createApp({ config, dataSource, logger, tokens, clock, passwordHasher: hasher });
  await new Promise<void>((resolve) => app.httpServer.listen(0, "127.0.0.1", resolve));
  const { port } = app.httpServer.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    config,
    dataSource,
    tokens,
    clock,
    hasher,
    users: new UserService(dataSource, new AuditService(dataSource, clock), { hasher, clock }),
    staffToken: () => tokens.signAccessToken(staffUser, STAFF_SESSION_ID),
    graphql: graphqlAt(baseUrl),
    async close() {
      await app.stop();
      await dataSource.destroy();
      await afterClose();
    },
  };
}

/**
 * A second instance of `first`'s server over the same database, as a second replica behind a load
 * balancer: its own process state (caches, the change feed), shared Postgres, reached at `url` (the
 * same database through a proxy, say). Close it before `first`.
 */
export async function startAnotherInstance(
  first: TestServer,
  url = (first.dataSource.options as { url: string }).url,
): Promise<TestServer> {
  const logger = createLogger(first.config.logLevel);
  const dataSource = createDataSource({ url, poolMax: 5, connectTimeoutMs: 5000, logger });
  await dataSource.initialize();
  return serve({ ...first, dataSource, logger }, () => Promise.resolve());
}
