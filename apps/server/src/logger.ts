import type { LogFn } from "pino";

// LOG_LEVEL accepts the spec's "verbose" (between debug and info); pino learns it as a custom level in app.ts.
declare module "fastify" {
  interface FastifyBaseLogger {
    verbose: LogFn;
  }
}

/** Pino's custom levels: the spec's levels beyond pino's own. */
export const customLogLevels = { verbose: 25 } as const;
