import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import express from "express";
import { clientRoutes } from "../../server/src/http/client";

const school = {
  name: "St Mary's </script><script>alert(1)</script>",
  motto: "Learn to serve",
  address: "1 Example Road, Berea",
  phone: "+27 11 000 0000",
  email: "office@school.example",
  timeZone: "Africa/Johannesburg",
};

describe("the client shell", () => {
  let distDir: string;
  let server: Server;
  let url: string;
  let identityAvailable = true;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-dist-"));
    const app = express();
    app.use(
      clientRoutes(distDir, ["/graphql"], () =>
        identityAvailable ? Promise.resolve({ __typename: "School", ...school }) : Promise.reject(new Error("down")),
      ),
    );
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("says the site is not built yet while there is no index.html", async () => {
    const response = await fetch(`${url}/news`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("npm run build");
  });

  it("serves index.html for client routes with the school's identity written in as inert, escaped JSON", async () => {
    fs.writeFileSync(
      path.join(distDir, "index.html"),
      "<!doctype html><html><head><title>x</title></head><body></body></html>",
    );
    const response = await fetch(`${url}/events/42`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const html = await response.text();
    const block = /<script id="school-identity" type="application\/json">(.*?)<\/script><\/head>/.exec(html);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain("<");
    expect(JSON.parse(block![1])).toEqual({ __typename: "School", ...school });
  });

  it("still serves the page, without the block, when the settings cannot be read", async () => {
    identityAvailable = false;
    try {
      const response = await fetch(`${url}/contact`);
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain("school-identity");
    } finally {
      identityAvailable = true;
    }
  });

  it("picks up a new build without a restart", async () => {
    const indexFile = path.join(distDir, "index.html");
    fs.writeFileSync(indexFile, "<!doctype html><html><head><title>second build</title></head><body></body></html>");
    fs.utimesSync(indexFile, new Date(), new Date(Date.now() + 5_000));
    expect(await (await fetch(`${url}/`)).text()).toContain("second build");
  });

  it("sends the build's Brotli copy of an asset to browsers that accept it, and the plain file to others", async () => {
    const script = "console.log('a parent on a phone');".repeat(100);
    fs.mkdirSync(path.join(distDir, "assets"), { recursive: true });
    fs.writeFileSync(path.join(distDir, "assets", "app-abc123.js"), script);
    fs.writeFileSync(path.join(distDir, "assets", "app-abc123.js.br"), brotliCompressSync(script));

    // fetch decodes the body itself: the header says what travelled, the text that it decoded to the script.
    const brotli = await fetch(`${url}/assets/app-abc123.js`, { headers: { "accept-encoding": "br" } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("content-type")).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(brotli.headers.get("cache-control")).toContain("immutable");
    expect(await brotli.text()).toBe(script);

    const plain = await fetch(`${url}/assets/app-abc123.js`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("serves the service worker for checking on every visit (no-cache), and the rest of the build for an hour", async () => {
    fs.writeFileSync(path.join(distDir, "sw.js"), 'const VERSION = "abc";');
    fs.writeFileSync(path.join(distDir, "favicon.svg"), "<svg/>");
    const worker = await fetch(`${url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("content-type")).toMatch(/javascript/);
    expect(await worker.text()).toBe('const VERSION = "abc";');
    expect((await fetch(`${url}/favicon.svg`)).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("never serves a Brotli file from outside the build", async () => {
    fs.writeFileSync(path.join(os.tmpdir(), "secret.txt.br"), brotliCompressSync("secret"));
    const response = await fetch(`${url}/assets/..%2F..%2Fsecret.txt`, { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).not.toContain("secret");
  });

  it("leaves reserved paths to the routes behind it", async () => {
    expect((await fetch(`${url}/graphql`)).status).toBe(404);
  });
});
