import "reflect-metadata";
import type { Request, Response } from "express";
import type { AuthService } from "../../server/src/modules/auth";
import { requestContext } from "../../server/src/modules/auth";
import { createLogger } from "../../server/src/logger";

// A request's context is made for every GraphQL and REST request; what it offers is worked out only when asked,
// the request's logger included (binding one per request cost a few percent of a public list's CPU).

describe("a request's context", () => {
  it("binds the request's logger only when something logs, even once copied, and carries the preview it is given", () => {
    let loggersBound = 0;
    const logger = createLogger("silent");
    const req = {
      headers: {},
      ip: "203.0.113.7",
      socket: {},
      get: () => undefined,
      get log() {
        loggersBound++;
        return logger;
      },
    } as unknown as Request;
    const auth = {
      signedInStaffFor: () => () => Promise.resolve(null),
      sessionIdFor: () => null,
    } as unknown as AuthService;
    const preview = () => Promise.resolve(null);

    const context = requestContext(auth, req, {} as Response, { secureCookie: true, preview });
    // Apollo hands resolvers a copy of the context, made with Object.assign, which reads every property.
    Object.assign({}, context);
    expect(loggersBound).toBe(0);
    expect(context.preview).toBe(preview);
    expect(context.clientAddress).toBe("203.0.113.7");
    expect(context.logger()).toBe(logger);
    expect(loggersBound).toBe(1);
  });
});
