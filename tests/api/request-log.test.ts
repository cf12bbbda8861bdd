import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { requestLogger } from "../../server/src/http/request-log";
import { until } from "../support/poll";

// Every request gets an id (the caller's X-Request-Id when well formed) and one line when it ends; what a
// handler logs carries the same id, method and path.

interface Line {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const INFO = 30;
const ERROR = 50;

describe("request log", () => {
  const lines: Line[] = [];
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Line);
        done();
      },
    });
    const app = express();
    app.use(requestLogger(pino({ level: "info" }, stream)));
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
