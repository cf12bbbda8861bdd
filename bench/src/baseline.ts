import { createSecretKey } from "node:crypto";
import http from "node:http";
import jwt from "jsonwebtoken";
import { Pool, types } from "pg";

// The bench baseline: the same response bytes as the API from one hand-written query each, so the gap is the
// framework's cost. The public list's SQL reads whole rows with the picture joined, as a plain TypeORM query does:
// the API's budgets are ratios to this reference, so it must not get faster by itself. A staff request is checked as the API
// checks it (the token's signature, then its sign-in in the database) before its list is read.
// The bench checks that its answers are byte-identical to the API's before it measures, so any drift from the server
// (the JSON, the image URL) stops the run instead of skewing it. Env: DATABASE_URL, JWT_SECRET, PORT, DB_POOL_MAX.

// Same parser as the server's data source: a `date` stays 'yyyy-mm-dd'.
const PG_DATE_OID = 1082;
types.setTypeParser(PG_DATE_OID, (value) => value);

const PAGE_SIZE = 20;
// Copied from NewsService.list's generated SQL (TypeORM's getQuery()); update both together.
const COLUMNS = `SELECT "news"."created_at" AS "news_created_at", "news"."updated_at" AS "news_updated_at", "news"."id" AS "news_id", "news"."title" AS "news_title", "news"."excerpt" AS "news_excerpt", "news"."content" AS "news_content", "news"."date" AS "news_date", "news"."category" AS "news_category", "news"."image_id" AS "news_image_id", "image"."id" AS "image_id", "image"."kind" AS "image_kind", "image"."width" AS "image_width", "image"."height" AS "image_height", "image"."variants" AS "image_variants", "image"."created_at" AS "image_created_at" FROM "news" "news" LEFT JOIN "assets" "image" ON "image"."id"="news"."image_id"`;
const ORDER = `ORDER BY "news"."date" DESC, "news"."created_at" DESC, "news"."id" DESC LIMIT ${PAGE_SIZE + 1}`;
const LIST_SQL = `${COLUMNS} ${ORDER}`;
const SEARCH_SQL = `${COLUMNS} WHERE ("news"."title" ILIKE $1 OR "news"."excerpt" ILIKE $1) ${ORDER}`;
const STAFF_SQL = `${COLUMNS.replace(" FROM ", `, "news"."published_at" AS "news_published_at", "news"."expires_at" AS "news_expires_at", "news"."version" AS "news_version" FROM `)} WHERE "news"."deleted_at" IS NULL ${ORDER}`;
const SIGNED_IN_SQL = `SELECT 1 FROM users u WHERE u.id = $1 AND u.status = 'CONFIRMED'
  AND EXISTS (SELECT 1 FROM auth_sessions s WHERE s.id = $2 AND s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now())`;
// The server's defaults (JWT_ISSUER, JWT_AUDIENCE).
const TOKEN_CLAIMS = { issuer: "school-website", audience: "school-website" };

/** One stored file of an asset, as the `assets.variants` column holds it. */
interface Variant {
  name: string;
  contentType: string;
  sha256: string;
}

interface Row {
  news_created_at: Date;
  news_updated_at: Date;
  news_published_at?: Date | null;
  news_expires_at?: Date | null;
  news_version?: number;
  news_id: string;
  news_title: string;
  news_excerpt: string;
  news_date: string;
  news_category: string;
  image_id: string | null;
  image_variants: Variant[] | null;
}

const EXTENSIONS: Record<string, string> = {
  "image/webp": "webp",
  "image/jpeg": "jpg",
  "image/png": "png",
  "application/pdf": "pdf",
};

/** The server's `fallbackUrl` (modules/files/asset-urls.ts): the content-addressed URL of the JPEG/PNG or PDF. */
function fallbackUrl(row: Row): string | null {
  if (row.image_id === null || !row.image_variants) return null;
  const variants = row.image_variants;
  const fallback =
    variants.find((variant) => variant.name === "fallback") ?? variants.find((variant) => variant.name === "document");
  if (!fallback) return null;
  return `/files/${row.image_id}/${fallback.name}.${fallback.sha256.slice(0, 16)}.${EXTENSIONS[fallback.contentType]}`;
}

// A key object, as the API keeps it: given a string, jsonwebtoken tries it as a PEM key (and throws) on every call.
const JWT_KEY = createSecretKey(Buffer.from(process.env.JWT_SECRET ?? ""));
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_MAX ?? 10) });
pool.on("error", (error) => console.error("idle client error", error));

/** Whether the token is this server's and its sign-in is still open. */
async function signedIn(authorization: string): Promise<boolean> {
  try {
    const claims = jwt.verify(authorization.replace(/^Bearer /, ""), JWT_KEY, TOKEN_CLAIMS) as jwt.JwtPayload;
    const { rowCount } = await pool.query(SIGNED_IN_SQL, [claims.sub, claims.sid]);
    return rowCount === 1;
  } catch {
    return false;
  }
}

async function newsPage(search: string | undefined, staff: boolean): Promise<string> {
  const term = search?.trim();
  const { rows } = staff
    ? await pool.query<Row>(STAFF_SQL)
    : term
      ? await pool.query<Row>(SEARCH_SQL, [`%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`])
      : await pool.query<Row>(LIST_SQL);
  const nodes = rows.slice(0, PAGE_SIZE);
  const last = nodes[nodes.length - 1];
  const endCursor = last
    ? Buffer.from(JSON.stringify([last.news_date, last.news_created_at.toISOString(), last.news_id])).toString(
        "base64url",
      )
    : null;
  const news = {
    nodes: nodes.map((row) => ({
      id: row.news_id,
      title: row.news_title,
      excerpt: row.news_excerpt,
      date: row.news_date,
      category: row.news_category,
      image: fallbackUrl(row),
      ...(staff
        ? {
            publishedAt: row.news_published_at?.toISOString() ?? null,
            expiresAt: row.news_expires_at?.toISOString() ?? null,
            version: row.news_version,
            updatedAt: row.news_updated_at.toISOString(),
          }
        : {}),
    })),
    pageInfo: { hasNextPage: rows.length > PAGE_SIZE, endCursor },
  };
  // Apollo ends its JSON with a newline too.
  return `${JSON.stringify({ data: { news } })}\n`;
}

function send(res: http.ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
}

/** Answers still being computed, whether or not their client is still there to read them. */
const answering = new Set<Promise<void>>();

async function everyAnswerComputed(): Promise<void> {
  while (answering.size > 0) await Promise.all(answering);
}

const server = http.createServer((req, res) => {
  if (req.method === "GET" && req.url === "/ready") {
    pool.query("SELECT 1").then(
      () => send(res, 200, '{"status":"ready"}'),
      () => send(res, 503, '{"status":"database unavailable"}'),
    );
    return;
  }
  if (req.method !== "POST" || req.url !== "/graphql") {
    send(res, 404, '{"error":"Not found"}');
    return;
  }
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    let search: string | undefined;
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { variables?: { search?: unknown } };
      if (typeof body.variables?.search === "string") search = body.variables.search;
    } catch {
      send(res, 400, '{"errors":[{"message":"Invalid JSON"}]}');
      return;
    }
    const authorization = req.headers.authorization;
    const page = authorization
      ? signedIn(authorization).then((staff) =>
          staff ? newsPage(search, true) : '{"errors":[{"message":"Not signed in"}]}\n',
        )
      : newsPage(search, false);
    const answered = page.then(
      (body) => send(res, 200, body),
      (error: unknown) => {
        console.error(error);
        send(res, 500, '{"errors":[{"message":"Internal server error"}]}');
      },
    );
    answering.add(answered);
    void answered.then(() => answering.delete(answered));
  });
});

server.listen(Number(process.env.PORT ?? 4100), "127.0.0.1");

process.on("SIGTERM", () => {
  // The requests the load generator left in flight get their answer before the pool ends: its
  // connections close as it stops, while their answers (a staff list is two queries) are still
  // being computed.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  setTimeout(() => server.closeAllConnections(), 2000).unref();
  void closed
    .then(everyAnswerComputed)
    .then(() => pool.end())
    .finally(() => process.exit(0));
});
