import pino from "pino";
import type { Logger } from "pino";
import pretty from "pino-pretty";

export type { Logger };

/** One line per entry on a terminal, led by the request it belongs to (pino-http's `req` and `res`). */
const PRETTY_LINE =
  "{if req.id}[{req.id}] {req.method} {req.url} {end}{if res.statusCode}{res.statusCode} {end}{msg}{if responseTime} ({responseTime} ms){end}";

/**
 * A person at a terminal reads pretty, coloured lines; anything else (a file, a log collector)
 * gets one JSON object per line. Either way each request's lines carry its request id.
 * `pretty` forces the lines where output is piped to a person anyway (`npm run dev`).
 */
export function createLogger(level: string, format: "auto" | "pretty" | "json" = "auto"): Logger {
  const options = { level, base: { service: "school-website" } };
  if (format === "json" || (format === "auto" && !process.stdout.isTTY)) return pino(options);
  return pino(
    options,
    pretty({
      colorize: true,
      // Written at once, so nothing is lost when the process exits right after (the admin command line).
      sync: true,
      translateTime: "SYS:HH:MM:ss.l",
      ignore: "pid,hostname,service,req,res,responseTime",
      messageFormat: PRETTY_LINE,
    }),
  );
}
