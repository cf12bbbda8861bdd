import express from "express";
import type { RequestHandler } from "express";
import type { AddressInfo } from "node:net";
import { inSequence } from "../../server/src/http/in-sequence";

/** Serves `handler` at /chain on a real Express app, with an error handler that names the error. */
async function served(handler: RequestHandler) {
  const app = express();
  app.use("/chain", handler);
  app.use((_req, res) => {
    res.status(404).send("fell through");
  });
  app.use(((error: Error, _req, res, _next) => {
    res.status(500).send(`error: ${error.message}`);
  }) as express.ErrorRequestHandler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const get = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/chain`);
    return `${response.status} ${await response.text()}`;
  };
  return { get, close: () => new Promise((resolve) => server.close(resolve)) };
}

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.locals.seen = [...((res.locals.seen as string[] | undefined) ?? []), name];
    next();
  };
const answer: RequestHandler = (_req, res) => {
  res.send((res.locals.seen as string[]).join(","));
};

describe("inSequence", () => {
  it.each([
    ["runs each handler in order, and the last answers", inSequence(mark("a"), mark("b"), answer), "200 a,b"],
    ["passes on to the next layer after the last handler", inSequence(mark("a"), mark("b")), "404 fell through"],
    [
      "hands an error passed to next to Express's error handling, skipping the rest",
      inSequence(mark("a"), (_req, _res, next) => next(new Error("refused")), answer),
      "500 error: refused",
    ],
    [
      "hands a thrown error on",
      inSequence(() => {
        throw new Error("thrown");
      }, answer),
      "500 error: thrown",
    ],
    [
      "hands a rejected promise on, as Express 5 does",
      inSequence(mark("a"), () => Promise.reject(new Error("rejected later")), answer),
      "500 error: rejected later",
    ],
    [
      "waits for a handler that calls next later",
      inSequence((_req, _res, next) => void setTimeout(next, 10), mark("late"), answer),
      "200 late",
    ],
  ])("%s", async (_name, handler, expected) => {
    const server = await served(handler);
    try {
      expect(await server.get()).toBe(expected);
    } finally {
      await server.close();
    }
  });
});
