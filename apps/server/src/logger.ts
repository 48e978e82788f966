import type { LogFn } from "pino";

// LOG_LEVEL accepts the spec's "verbose" (between debug and info); pino learns it as a custom level in app.ts.
declare module "fastify" {
  interface FastifyBaseLogger {
    verbose: LogFn;
  }
}

/** Pino's custom levels: the spec's levels beyond pino's own. */
export const customLogLevels = { verbose: 25 } as const;

// Query parameters that carry a secret: e-mailed links (?token=), OAuth callbacks (?code=, ?state=).
const secretQuery = /([?&](?:token|code|state|installation_id)=)[^&#]*/gi;

/** A request URL as the log may show it: secret query values replaced by "…" (links and callbacks carry them). */
export function loggableUrl(url: string): string {
  return url.replace(secretQuery, "$1…");
}
