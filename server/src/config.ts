import path from "node:path";
import { z } from "zod";

/** The repository root, so default paths work from `src/` (ts-jest) and `dist/` (node) alike. */
export const repoRoot = path.resolve(__dirname, "..", "..");

const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const port = z.coerce.number().int().min(0).max(65535);

/** Express's `trust proxy`: off, how many proxies are in front, or their addresses and subnets. */
const trustProxy = z
  .string()
  .refine(
    (value) => value !== "true",
    "true would believe any client's X-Forwarded-For: give the number of proxies or their addresses",
  )
  .refine(
    (value) => /^(false|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/.test(value),
    "must be false, a number of proxies, or addresses/subnets separated by commas (e.g. loopback,10.0.0.0/8)",
  )
  .transform((value): TrustProxy => {
    if (value === "false") return false;
    return /^\d+$/.test(value) ? Number(value) : value.split(",").map((entry) => entry.trim());
  });

type TrustProxy = false | number | string[];

/** Paths the server itself answers, which the REST base path must not shadow. */
const SERVER_PATHS = ["/graphql", "/files", "/health", "/ready"];

const apiBasePath = z
  .string()
  .regex(/^(\/[\w.~-]+)+$/, "must be a path such as /api: a leading slash, no trailing slash")
  .refine(
    (value) => !SERVER_PATHS.some((taken) => value === taken || value.startsWith(`${taken}/`)),
    `must not be one of the server's own paths (${SERVER_PATHS.join(", ")})`,
  );

/** An origin exactly as a browser sends it: scheme, host and port only (https://example.org). */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
  } catch {
    return false;
  }
}

/** A comma-separated list of origins, each checked by `isValid`. */
const originList = (isValid: (origin: string) => boolean, message: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine((origins) => origins.every(isValid), message);

const corsOrigins = originList(
  isOrigin,
  "each must be an origin such as https://partner.example.org (no path, no trailing slash)",
);

/** The browsers' own push services (Chrome and Android, Firefox, Safari and iOS, Edge). */
const BROWSER_PUSH_SERVICES = [
  "https://fcm.googleapis.com",
  "https://updates.push.services.mozilla.com",
  "https://*.push.apple.com",
  "https://*.notify.windows.com",
];

const pushServices = originList(
  (origin) => origin.startsWith("https://") && isOrigin(origin.replace("://*.", "://any.")),
  "each must be an https origin such as https://fcm.googleapis.com, its host may start with *.",
);

/**
 * Every environment variable the server reads. Each one's description is its documentation:
 * `npm run docs:config` renders them into docs/configuration.md, which a test keeps in step.
 */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("development")
    .describe(
      "`development`, `production` or `test`. Production requires `JWT_SECRET`; HSTS is sent outside development.",
    ),
  HOST: z.string().min(1).default("0.0.0.0").describe("The address to listen on."),
  PORT: port.default(4000).describe("The HTTP port."),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info")
    .describe("pino's level: `fatal` … `trace`, or `silent`."),
  LOG_FORMAT: z
    .enum(["auto", "pretty", "json"])
    .default("auto")
    .describe(
      "`auto`: readable coloured lines on a terminal, JSON lines otherwise; `pretty` or `json` to choose (`npm run dev` asks for `pretty`).",
    ),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .describe(
      "A `postgres://…` URL. Unset: the server starts the embedded PostgreSQL under `DATA_DIR`. Lists run as prepared statements, so a pooler in front needs session pooling.",
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, ".data"))
    .describe("Local state: the embedded database (`postgres/`, its log and password) and a generated JWT secret."),
  EMBEDDED_PG_PORT: port.default(54329).describe("The port of the embedded PostgreSQL (127.0.0.1 only)."),
  PG_BIN_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      "The folder of `pg_dump`, `pg_restore` and `psql` for `npm run backup` and `restore`. Unset: the newest `/usr/lib/postgresql/<major>/bin`, then the `PATH`.",
    ),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10).describe("Connections in the pool."),
  DB_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60000)
    .default(5000)
    .describe("Give up connecting to the database after this many milliseconds."),
  SEED_DEMO_CONTENT: booleanText
    .default(true)
    .describe("Seed demo content into an empty database (once per installation)."),
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .describe(
      "Where e-mail is sent (`smtp://user:password@host:587`, or `smtps://…`). Unset: each e-mail is written to the log instead of sent.",
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .optional()
    .describe('The sender of every e-mail. Unset: `"{SCHOOL_NAME}" <{SCHOOL_EMAIL}>`.'),
  PUBLIC_URL: z
    .string()
    .refine(isOrigin, "must be an origin such as https://www.school.example")
    .optional()
    .describe(
      "The site's public address (an origin such as `https://www.school.example`): every absolute link the site gives out (e-mail, sitemap, link previews) starts with it, never with a request's Host. Unset: `http://localhost:{PORT}`.",
    ),
  JOBS_ENABLED: booleanText
    .default(true)
    .describe(
      "Run background jobs in this process (graphile-worker on the same PostgreSQL: each job runs once across instances, retried, kept across restarts).",
    ),
  JWT_SECRET: z
    .string()
    .min(32, "must be at least 32 characters")
    .optional()
    .describe(
      "The HS256 secret of access tokens, 32 characters or more. Required in production; elsewhere, unset, one is generated once into `DATA_DIR/jwt-secret`.",
    ),
  JWT_PREVIOUS_SECRETS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((secret) => secret.trim())
        .filter(Boolean),
    )
    .refine((secrets) => secrets.every((secret) => secret.length >= 32), "each must be at least 32 characters")
    .describe(
      "Secrets rotated out of `JWT_SECRET`, comma-separated, 32 characters or more each: their tokens verify until they expire.",
    ),
  JWT_ISSUER: z.string().min(1).default("school-website").describe("The `iss` of access tokens."),
  JWT_AUDIENCE: z.string().min(1).default("school-website").describe("The `aud` of access tokens."),
  GRAPHQL_INTROSPECTION: booleanText
    .default(true)
    .describe("GraphQL introspection for integrators; `false` also hides field suggestions."),
  PUBLIC_QUERY_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300_000)
    .default(10_000)
    .describe(
      "How long an anonymous GraphQL answer (and a rendered page) is reused, in milliseconds. Any write empties every instance's cache within moments (PostgreSQL `LISTEN/NOTIFY`), so the TTL is only a safety net. `0` switches the cache off.",
    ),
  PUBLIC_QUERY_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_000_000)
    .default(32 * 1024 * 1024)
    .describe(
      "The most the public cache holds (32 MB by default): answers up to this many bytes, and rendered pages as many again; the least recently used leave first.",
    ),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(3_600_000)
    .default(120_000)
    .describe(
      "A request (headers and body) must arrive whole within this many milliseconds, or it is answered 408 and its connection closed: a client trickling a body cannot hold a connection. Long enough for a photo on a slow line.",
    ),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(120_000)
    .default(10_000)
    .describe("The same for a request's headers alone (at most `HTTP_REQUEST_TIMEOUT_MS`)."),
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .optional()
    .describe(
      "The bearer token for `GET /metrics` (Prometheus format), 16 characters or more. Unset: there is no `/metrics`.",
    ),
  TRUST_PROXY: trustProxy
    .default(false)
    .describe(
      "Who may set `X-Forwarded-For`: `false`, the number of proxies in front, or their addresses and subnets (`loopback,10.0.0.0/8`).",
    ),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(100)
    .describe(
      "Failed sign-ins, reset-code requests and wrong invitation links one client address (an IPv6 client's /64) may make per 15 minutes (each name as typed also locks after 5).",
    ),
  CLIENT_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, "client", "dist"))
    .describe("The built client, served at `/`."),
  MAINTENANCE_MODE: booleanText
    .default(false)
    .describe(
      "Every public page answers the maintenance notice (as `/maintenance` shows it) with HTTP 503 and `Retry-After: 3600`, without the app's scripts; the staff panel and the API keep working.",
    ),
  CLIENT_SERVER_ENTRY: z
    .string()
    .min(1)
    .default(path.join(repoRoot, "client", "dist-server", "entry-server.cjs"))
    .describe(
      "The client's server build (`vite build --ssr`), which renders the public pages; while it is missing, the browser renders them from the shell.",
    ),
  API_BASE_PATH: apiBasePath
    .default("/api")
    .describe("The base path of the REST API: a path of its own, never `/` nor one the server already answers."),
  CORS_ORIGINS: corsOrigins
    .default([])
    .describe(
      "Comma-separated origins (`https://partner.example.org`) whose pages may call `/api` and `/graphql` from a browser. Empty: no CORS headers, only the site itself.",
    ),
  WEB_PUSH_SERVICES: pushServices
    .default(BROWSER_PUSH_SERVICES)
    .describe(
      "Comma-separated https origins (a host may start with `*.`) that browsers' push subscriptions may point at; the site sends notifications nowhere else. The default is Chrome's, Firefox's, Apple's and Edge's.",
    ),
  SCHOOL_NAME: z
    .string()
    .min(1)
    .default("Berea Girls' Preparatory School")
    .describe(
      "The school's name until staff first save the settings (Site content → School settings), then the stored value. Page titles and the footer.",
    ),
  SCHOOL_MOTTO: z
    .string()
    .min(1)
    .default("Courage, Kindness, Curiosity")
    .describe("The school's motto until staff first save the settings, then the stored value. The footer."),
  SCHOOL_ADDRESS: z
    .string()
    .min(1)
    .default("Fife Ave, Berea 2198, Johannesburg")
    .describe(
      "The school's address until staff first save the settings, then the stored value. The footer and the contact page.",
    ),
  SCHOOL_PHONE: z
    .string()
    .min(1)
    .default("011 555 0100")
    .describe(
      "The school's phone until staff first save the settings, then the stored value. The footer and the contact page.",
    ),
  SCHOOL_EMAIL: z
    .string()
    .email()
    .default("admin@school.example")
    .describe(
      "The school's e-mail until staff first save the settings, then the stored value. The footer, the contact page and the default sender.",
    ),
  SCHOOL_TIMEZONE: z
    .string()
    .refine(isKnownTimeZone, "must be an IANA time zone such as Africa/Johannesburg")
    .default("Africa/Johannesburg")
    .describe('The IANA time zone that says what "today" means for upcoming events and default titles.'),
});

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: Env["LOG_LEVEL"];
  /** `auto`: pretty lines on a terminal, JSON lines otherwise. */
  logFormat: Env["LOG_FORMAT"];
  database: {
    /** Unset means: start the embedded PostgreSQL. */
    url?: string;
    /** The embedded PostgreSQL's data directory. */
    embeddedDir: string;
    embeddedPort: number;
    /** Where `npm run backup` and `restore` find pg_dump, pg_restore and psql; unset: looked for. */
    pgBinDir?: string;
    poolMax: number;
    connectTimeoutMs: number;
  };
  seedDemoContent: boolean;
  /** Whether this process runs background jobs. */
  jobsEnabled: boolean;
  mail: { smtpUrl?: string; from: string };
  /** Where the site is reached: links in e-mail start with it. */
  publicUrl: string;
  /** Local state kept across restarts: the embedded database, a generated JWT secret. */
  dataDir: string;
  jwt: { secret?: string; previousSecrets: string[]; issuer: string; audience: string };
  /** Who may set X-Forwarded-For, so the client address behind a proxy is the real one. */
  trustProxy: TrustProxy;
  /** Failed sign-ins one client address may make per 15 minutes. */
  signInMaxFailuresPerAddress: number;
  introspection: boolean;
  /** How long an anonymous query's answer may be reused; 0 switches the cache off. */
  publicQueryCacheTtlMs: number;
  publicQueryCacheMaxBytes: number;
  http: { requestTimeoutMs: number; headersTimeoutMs: number };
  metricsToken?: string;
  clientDistDir: string;
  /** Every public page answers the maintenance notice with 503 (the staff panel and the API keep working). */
  maintenanceMode: boolean;
  /** The client's server build, which renders the public pages (without it the browser renders them). */
  clientServerEntry: string;
  /** Where the REST paths of the original site are served, e.g. `/api`. */
  apiBasePath: string;
  /** Other sites' origins allowed to call the API from a browser (CORS). */
  corsOrigins: string[];
  /** Origins (a host may start with `*.`) of the push services the site sends notifications to. */
  webPushServices: string[];
  school: SchoolIdentity;
}

export interface SchoolIdentity {
  name: string;
  motto: string;
  address: string;
  phone: string;
  email: string;
  timeZone: string;
}

export class ConfigError extends Error {}

/** Parses and checks every variable at once, so one start names every bad value. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production" && !env.JWT_SECRET) {
    throw new ConfigError("Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production");
  }
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    database: {
      url: env.DATABASE_URL,
      embeddedDir: path.resolve(env.DATA_DIR, "postgres"),
      embeddedPort: env.EMBEDDED_PG_PORT,
      pgBinDir: env.PG_BIN_DIR,
      poolMax: env.DB_POOL_MAX,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    },
    seedDemoContent: env.SEED_DEMO_CONTENT,
    jobsEnabled: env.JOBS_ENABLED,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `"${env.SCHOOL_NAME.replace(/"/g, "")}" <${env.SCHOOL_EMAIL}>`,
    },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    dataDir: path.resolve(env.DATA_DIR),
    jwt: {
      secret: env.JWT_SECRET,
      previousSecrets: env.JWT_PREVIOUS_SECRETS,
      issuer: env.JWT_ISSUER,
      audience: env.JWT_AUDIENCE,
    },
    trustProxy: env.TRUST_PROXY,
    signInMaxFailuresPerAddress: env.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
    introspection: env.GRAPHQL_INTROSPECTION,
    publicQueryCacheTtlMs: env.PUBLIC_QUERY_CACHE_TTL_MS,
    publicQueryCacheMaxBytes: env.PUBLIC_QUERY_CACHE_MAX_BYTES,
    metricsToken: env.METRICS_TOKEN,
    http: {
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      // Node refuses a headers timeout longer than the whole request's.
      headersTimeoutMs: Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS),
    },
    clientDistDir: path.resolve(env.CLIENT_DIST_DIR),
    clientServerEntry: path.resolve(env.CLIENT_SERVER_ENTRY),
    maintenanceMode: env.MAINTENANCE_MODE,
    apiBasePath: env.API_BASE_PATH,
    corsOrigins: env.CORS_ORIGINS,
    webPushServices: env.WEB_PUSH_SERVICES,
    school: {
      name: env.SCHOOL_NAME,
      motto: env.SCHOOL_MOTTO,
      address: env.SCHOOL_ADDRESS,
      phone: env.SCHOOL_PHONE,
      email: env.SCHOOL_EMAIL,
      timeZone: env.SCHOOL_TIMEZONE,
    },
  };
}
