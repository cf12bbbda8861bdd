import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { requestLogger } from "../../server/src/http/request-log";
import { until } from "../support/poll";
import { rest } from "../support/rest";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

// Every request gets an id (the caller's X-Request-Id when well formed) and one line when it ends; what a
// handler logs carries the same id, method and path.

interface Line {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string; stack: string };
}

/** A stream that keeps each JSON line pino writes to it. */
function linesInto(lines: Line[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
}

const INFO = 30;
const ERROR = 50;

describe("request log", () => {
  const lines: Line[] = [];
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.use(requestLogger(pino({ level: "info" }, linesInto(lines))));
    app.get("/fine", (req, res) => {
      req.log.warn("a handler's own line");
      res.send("ok");
    });
    app.get("/broken", (_req, res) => {
      res.status(500).send("no");
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    lines.length = 0;
  });

  it("logs the request's end and a handler's lines with the caller's request id", async () => {
    const response = await fetch(`${url}/fine?page=2`, { headers: { "x-request-id": "trace-123" } });
    expect(response.headers.get("x-request-id")).toBe("trace-123");
    await until(() => lines.length === 2);
    const [own, end] = lines;
    expect(own).toMatchObject({
      msg: "a handler's own line",
      req: { id: "trace-123", method: "GET", url: "/fine?page=2" },
    });
    expect(end).toMatchObject({
      level: INFO,
      msg: "request completed",
      req: { id: "trace-123", method: "GET", url: "/fine?page=2" },
      res: { statusCode: 200 },
    });
    expect(end.responseTime).toEqual(expect.any(Number));
  });

  it("makes an id when the caller sends none or a malformed one, and logs a 5xx as an error", async () => {
    const response = await fetch(`${url}/broken`, { headers: { "x-request-id": "no spaces allowed" } });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await until(() => lines.length === 1);
    expect(lines[0]).toMatchObject({ level: ERROR, req: { id }, res: { statusCode: 500 } });
  });
});

/**
 * An unexpected failure (here a table gone from under the running server, as a half-applied migration or
 * a hand edit leaves it) is masked to the caller and logged once at error level, with the cause and the
 * caller's request id, whether GraphQL (200 with a masked error) or the REST API (500) answered it.
 */
describe("unexpected errors on the running server", () => {
  const lines: Line[] = [];
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({}, undefined, pino({ level: "info" }, linesInto(lines)));
    await server.dataSource.query("ALTER TABLE news RENAME TO news_gone");
  });
  afterAll(() => server.close());

  /** This request's error lines, once its end line is in. */
  async function errorLinesOf(id: string): Promise<Line[]> {
    const ofRequest = () => lines.filter((line) => line.req?.id === id);
    await until(() => ofRequest().some((line) => line.msg.startsWith("request ")));
    expect(ofRequest().map((line) => line.msg)).toContainEqual(expect.stringMatching(/^request /));
    return ofRequest().filter((line) => line.level === ERROR);
  }

  it("logs a GraphQL resolver's unexpected error once, with the request id, and masks it", async () => {
    const answer = await server.graphql("{ news(first: 1) { nodes { id } } }", undefined, {
      headers: { "x-request-id": "masked-graphql-1" },
    });
    expect(answer.errors).toEqual([
      expect.objectContaining({ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }),
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/news_gone|relation|does not exist/);
    const errors = await errorLinesOf("masked-graphql-1");
    expect(errors).toEqual([expect.objectContaining({ msg: "unexpected error" })]);
    expect(errors[0].err?.message).toMatch(/relation "news" does not exist/);
  });

  it("logs a REST route's unexpected error once, with the request id, and answers a bare 500", async () => {
    const answer = await rest(server, "GET", "/news?first=1", { headers: { "x-request-id": "rest-500-1" } });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: "Internal server error" });
    const errors = await errorLinesOf("rest-500-1");
    expect(errors).toEqual([expect.objectContaining({ msg: "request failed", res: { statusCode: 500 } })]);
    expect(errors[0].err?.message).toMatch(/relation "news" does not exist/);
  });
});
