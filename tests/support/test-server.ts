import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { Client } from "pg";
import type { DataSource } from "typeorm";
import { createApp } from "../../server/src/app";
import type { App } from "../../server/src/app";
import { loadConfig } from "../../server/src/config";
import type { Config } from "../../server/src/config";
import { createDataSource } from "../../server/src/db/data-source";
import { createLogger } from "../../server/src/logger";
import { TokenService } from "../../server/src/modules/auth";
import type { AuthUser } from "../../server/src/modules/auth";

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";

export const staffUser: AuthUser = { id: "00000000-0000-4000-8000-000000000001", username: "office", email: "office@school.example" };

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

export interface TestServer {
  url: string;
  config: Config;
  dataSource: DataSource;
  tokens: TokenService;
  /** A valid access token for a staff member. */
  staffToken(): string;
  graphql<T = Record<string, any>>(
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

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The real server (Express + Apollo) on a free port, over a database of its own that has had
 * the committed migrations applied: tests talk to it over HTTP and never see each other's rows.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_ADMIN_DATABASE_URL is not set: run the tests through jest");
  const database = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  const url = databaseUrl(adminUrl, database);

  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: url,
    JWT_SECRET: TEST_JWT_SECRET,
    PORT: "0",
    ...env,
  });
  const logger = createLogger(config.logLevel);
  const dataSource = createDataSource({ url, poolMax: 5, connectTimeoutMs: 5000, logger });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: "each" });
  const tokens = new TokenService({ secret: TEST_JWT_SECRET, issuer: config.jwt.issuer, audience: config.jwt.audience });
  const app: App = await createApp({ config, dataSource, logger, tokens });
  await new Promise<void>((resolve) => app.httpServer.listen(0, "127.0.0.1", resolve));
  const { port } = app.httpServer.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    config,
    dataSource,
    tokens,
    staffToken: () => tokens.signAccessToken(staffUser),
    async graphql(query, variables, options = {}) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as GraphQLResponse<any>;
      return { ...body, status: response.status };
    },
    async close() {
      await app.stop();
      await dataSource.destroy();
      await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}
