import { HeaderMap } from "@apollo/server";
import type { ApolloServer, BaseContext } from "@apollo/server";
import type { Request, RequestHandler, Response } from "express";

/** Set on `res.locals` by a middleware that wants a successful answer's body before it is sent (the public query cache). */
export const BEFORE_ANSWER = "beforeAnswer";
export type BeforeAnswer = (body: string) => void;

/**
 * Sends a GraphQL answer: a GET's through Express's `send`, whose ETag lets a browser or CDN revalidate a public
 * answer (304); any other's as it is, since Express would hash every body for an ETag no one can use on a POST.
 */
export function sendAnswer(req: Request, res: Response, body: string): void {
  if (req.method === "GET" || req.method === "HEAD") {
    res.send(body);
    return;
  }
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}

/**
 * Apollo behind Express, as `@as-integrations/express5` does it, minus two costs of the busiest path: a POST's
 * answer is written as it is (`sendAnswer`), and the query string is cut out, not parsed.
 */
export function graphqlHandler<Context extends BaseContext>(
  server: ApolloServer<Context>,
  context: (req: Request, res: Response) => Promise<Context>,
): RequestHandler {
  server.assertStarted("graphqlHandler()");
  return async (req, res, next) => {
    try {
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
      }
      const queryStart = req.url.indexOf("?");
      const response = await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: req.method.toUpperCase(),
          headers,
          search: queryStart === -1 ? "" : req.url.slice(queryStart),
          body: req.body as unknown,
        },
        context: () => context(req, res),
      });
      for (const [key, value] of response.headers) res.setHeader(key, value);
      res.statusCode = response.status ?? 200;
      if (response.body.kind === "chunked") {
        for await (const chunk of response.body.asyncIterator) res.write(chunk);
        res.end();
        return;
      }
      const body = response.body.string;
      (res.locals[BEFORE_ANSWER] as BeforeAnswer | undefined)?.(body);
      sendAnswer(req, res, body);
    } catch (error) {
      next(error);
    }
  };
}
