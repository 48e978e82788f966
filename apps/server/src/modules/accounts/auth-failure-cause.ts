import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyBaseLogger } from "fastify";
import { isDatabaseUnreachable } from "../../db/database-errors";

// The error better-auth logged during one call, if any (one slot per call, kept by async context).
const slot = new AsyncLocalStorage<{ cause?: unknown }>();

/**
 * better-auth's logger, writing to ours. better-auth catches a failed query, logs it and throws its own 500 ("Failed
 * to get session") without the cause; the logged error is kept for `withAuthFailureCause`, so the error handler can
 * still tell an unreachable database (503) from a bug (500).
 */
export function betterAuthLogger(log: FastifyBaseLogger) {
  return {
    log(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) {
      const err = args.find((a) => a instanceof Error);
      if (level === "error" && err) {
        const current = slot.getStore();
        if (current && current.cause === undefined) current.cause = err;
      }
      // An outage is logged once per request by the error handler; its query (with a session token) is not.
      if (err && isDatabaseUnreachable(err)) return;
      log[level]({ err, details: err ? undefined : args }, `better-auth: ${message}`);
    },
  };
}

/** Runs a better-auth call; an error it throws gets the error better-auth logged meanwhile as its `cause`. */
export async function withAuthFailureCause<T>(fn: () => Promise<T>): Promise<T> {
  const seen: { cause?: unknown } = {};
  try {
    return await slot.run(seen, fn);
  } catch (err) {
    if (seen.cause !== undefined && err instanceof Error && err.cause === undefined) err.cause = seen.cause;
    throw err;
  }
}
