import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * `handlers` as one Express layer, each passing to the next as Express would (an error, or a rejected promise,
 * goes to Express's error handling): a route's chain mounted as one layer is matched and unwound once per
 * request instead of once per handler.
 */
export function inSequence(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const run = (index: number, error?: unknown): void => {
      if (error !== undefined || index === handlers.length) {
        next(error);
        return;
      }
      try {
        const result: unknown = handlers[index](req, res, (passed?: unknown) => run(index + 1, passed));
        if (result instanceof Promise) result.catch((reason: unknown) => next(reason ?? new Error("rejected")));
      } catch (thrown) {
        next(thrown);
      }
    };
    run(0);
  };
}
