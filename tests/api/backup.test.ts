import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";
import { seedDemoContent } from "../../server/src/app/seed";
import { freePort } from "../support/free-port";
import { until } from "../support/poll";
import { startAnotherInstance, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const execute = promisify(execFile);
const repoRoot = path.resolve(__dirname, "../..");

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** One of the built command-line scripts (`npm run backup`, `restore`, `admin`) with `env` on top of ours. */
async function script(name: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  try {
    const { stdout, stderr } = await execute(
      process.execPath,
      [path.join(repoRoot, "server/dist/scripts", name), ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every row of every table of the site, as a digest per table: equal digests, equal contents. */
async function digests(url: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    url,
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ rows: number; digest: string }>(
      url,
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
    );
    result[name] = `${row.rows} rows, ${row.digest}`;
  }
  return result;
}

function urlOfDatabase(database: string): string {
  const url = new URL(process.env.TEST_ADMIN_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

describe("npm run backup and npm run restore", () => {
  let source: TestServer;
  let sourceUrl: string;
  const target = `restore_${process.pid}_${Date.now()}`;
  const targetUrl = urlOfDatabase(target);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "school-backup-"));
  const backup = path.join(dir, "site.dump");

  beforeAll(async () => {
    source = await startTestServer();
    sourceUrl = (source.dataSource.options as { url: string }).url;
    await seedDemoContent(source.dataSource, "Africa/Johannesburg");
    await query(process.env.TEST_ADMIN_DATABASE_URL!, `CREATE DATABASE ${target}`);
  });
  afterAll(async () => {
    await source.close();
    await query(process.env.TEST_ADMIN_DATABASE_URL!, `DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("backs up the demo site and restores it into a fresh database: every item and file identical", async () => {
    const made = await script("backup.js", [backup], { DATABASE_URL: sourceUrl });
    expect(made).toMatchObject({ code: 0, stdout: `Backup written to ${backup}\n` });
    expect(fs.readFileSync(backup).subarray(0, 5).toString()).toBe("PGDMP");
    expect(fs.existsSync(`${backup}.partial`)).toBe(false);

    const restored = await script("restore.js", [backup], { DATABASE_URL: targetUrl });
    expect(restored).toMatchObject({ code: 0, stderr: "" });

    const before = await digests(sourceUrl);
    expect(before.news).not.toMatch(/^0 rows/);
    expect(before.asset_files).not.toMatch(/^0 rows/);
    expect(before.users).not.toMatch(/^0 rows/);
    expect(await digests(targetUrl)).toEqual(before);

    // The restored site serves the same files, byte for byte.
    const restoredSite = await startAnotherInstance(source, targetUrl);
    try {
      const list = await source.graphql<{ galleryItems: { nodes: { responsiveImage: { srcset: string } }[] } }>(
        "{ galleryItems(first: 2) { nodes { responsiveImage { srcset } } } }",
      );
      // Every size of every photo: the original's variants are files of their own.
      const images = list.data!.galleryItems.nodes.flatMap((node) =>
        node.responsiveImage.srcset.split(",").map((entry) => entry.trim().split(" ")[0]),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        const original = await fetch(new URL(image, source.url));
        const copy = await fetch(new URL(image, restoredSite.url));
        expect(copy.status).toBe(200);
        expect(Buffer.from(await copy.arrayBuffer())).toEqual(Buffer.from(await original.arrayBuffer()));
      }
    } finally {
      await restoredSite.close();
    }
  });

  it("refuses a database that holds anything, and a damaged file, changing nothing", async () => {
    const before = await digests(targetUrl);

    const refused = await script("restore.js", [backup], { DATABASE_URL: targetUrl });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/The database is not empty .* run again with --force/);

    const damaged = path.join(dir, "damaged.dump");
    fs.writeFileSync(damaged, fs.readFileSync(backup).subarray(0, 4000));
    const failed = await script("restore.js", [damaged, "--force"], { DATABASE_URL: targetUrl });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^The restore failed and changed nothing: pg_restore: error/);

    const notABackup = path.join(dir, "notes.txt");
    fs.writeFileSync(notABackup, "school notes");
    expect((await script("restore.js", [notABackup, "--force"], { DATABASE_URL: targetUrl })).stderr).toMatch(
      /is not a backup made by npm run backup/,
    );
    expect(await digests(targetUrl)).toEqual(before);

    await source.dataSource.query("UPDATE news SET title = 'Changed after the backup'");
    const forced = await script("restore.js", [backup, "--force"], { DATABASE_URL: targetUrl });
    expect(forced).toMatchObject({ code: 0 });
    expect(await digests(targetUrl)).toEqual(before);
  });

  it("refuses to restore under a running site", async () => {
    const client = new Client({ connectionString: targetUrl });
    await client.connect();
    try {
      const refused = await script("restore.js", [backup, "--force"], { DATABASE_URL: targetUrl });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/Another connection is open on this database: stop the site/);
    } finally {
      await client.end();
    }
  });

  it("waits a moment for a site that is stopping to let go of its connections", async () => {
    const client = new Client({ connectionString: targetUrl });
    await client.connect();
    let finished = false;
    const restoring = script("restore.js", [backup, "--force"], { DATABASE_URL: targetUrl }).finally(() => {
      finished = true;
    });
    // Once the restore has looked for other connections and found this one, the site stops.
    const restoreHasLooked = async () =>
      (
        await query(
          process.env.TEST_ADMIN_DATABASE_URL!,
          `SELECT 1 FROM pg_stat_activity WHERE datname = '${target}' AND query LIKE '%FROM pg_stat_activity%'`,
        )
      ).length > 0;
    await until(async () => finished || (await restoreHasLooked()));
    await client.end();
    expect(await restoring).toMatchObject({ code: 0 });
  });

  it("works on the embedded default, into its default backups folder", async () => {
    const dataDir = path.join(dir, "data");
    // As root the embedded database runs as the postgres user, which must reach its data directory.
    fs.chmodSync(dir, 0o755);
    const embedded = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };

    expect((await script("admin.js", ["create", "bursar", "bursar@school.example"], embedded)).code).toBe(0);
    const made = await script("backup.js", [], embedded);
    expect(made.code).toBe(0);
    const file = /^Backup written to (.+)$/m.exec(made.stdout)![1];
    expect(path.dirname(file)).toBe(path.join(dataDir, "backups"));

    expect((await script("admin.js", ["create", "temp", "temp@school.example"], embedded)).code).toBe(0);
    expect((await script("restore.js", [file], embedded)).stderr).toMatch(/not empty/);
    expect((await script("restore.js", [file, "--force"], embedded)).code).toBe(0);
    const listed = await script("admin.js", ["list"], embedded);
    expect(listed.stdout).toMatch(/bursar/);
    expect(listed.stdout).not.toMatch(/temp/);
  }, 60_000);

  it("says plainly when the embedded database was made by another PostgreSQL version", async () => {
    const dataDir = path.join(dir, "older-install");
    fs.mkdirSync(path.join(dataDir, "postgres"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "postgres", "PG_VERSION"), "18\n");
    const listed = await script("admin.js", ["list"], {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
    });
    expect(listed.code).toBe(1);
    expect(listed.stderr).toMatch(
      /was made by PostgreSQL 18; this install runs PostgreSQL 15\. Move that folder aside/,
    );
  });
});
