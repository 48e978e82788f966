import { stdSerializers, type LogFn, type SerializedError } from "pino";

// LOG_LEVEL accepts the spec's "verbose" (between debug and info); pino learns it as a custom level in app.ts.
declare module "fastify" {
  interface FastifyBaseLogger {
    verbose: LogFn;
    /** Pino's own check (every Fastify logger here is pino): skips building a line nobody will write. */
    isLevelEnabled(level: string): boolean;
  }
}

/** Pino's custom levels: the spec's levels beyond pino's own. */
export const customLogLevels = { verbose: 25 } as const;

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string";

// Drizzle wraps a failed statement as "Failed query: <sql> params: <values>"; PostgreSQL's and PGlite's own errors
// carry a SQLSTATE code, and their message, detail and "where" may quote a value ("invalid input syntax for type
// uuid: …", "JSON data, line 1: …"). Any of them in an error's cause chain makes it a database error.
function databaseErrorIn(err: ErrorLike): { code?: string } | null {
  let found: { code?: string } | null = null;
  const seen = new Set<unknown>();
  for (let e: unknown = err; isErrorLike(e) && !seen.has(e); e = e.cause) {
    seen.add(e);
    const sqlState = typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code) && "severity" in e;
    if (sqlState) return { code: e.code as string };
    if ("query" in e && "params" in e) found = {};
  }
  return found;
}

// The stack's frames without its first line (which repeats the message).
const framesOf = (stack: unknown) =>
  typeof stack === "string"
    ? stack
        .split("\n")
        .filter((line) => line.trimStart().startsWith("at "))
        .join("\n")
    : undefined;

/**
 * Pino's `err` serializer, except that a database error is logged by its class and SQLSTATE code alone: its
 * message, detail and parameters can hold a portfolio's content or a person's data, which logs must never carry.
 */
export function safeErrorSerializer(err: Error): SerializedError {
  const database = isErrorLike(err) ? databaseErrorIn(err) : null;
  if (!database) return stdSerializers.err(err);
  const safe = {
    type: err.constructor?.name ?? err.name,
    message: `database query failed${database.code ? ` (SQLSTATE ${database.code})` : ""}`,
    ...(database.code ? { code: database.code } : {}),
    stack: framesOf(err.stack) ?? "",
  };
  // Like pino's own: the original stays reachable for other serializers, and out of the log line.
  return Object.defineProperty(safe, "raw", { value: err, enumerable: false }) as SerializedError;
}

/** The serializers every logger of the server uses (buildApp's Fastify logger, so each request's child too). */
export const logSerializers = { err: safeErrorSerializer } as const;

// Query parameters that carry a secret: e-mailed links (?token=), OAuth callbacks (?code=, ?state=).
const secretQuery = /([?&](?:token|code|state|installation_id)=)[^&#]*/gi;

/** A request URL as the log may show it: secret query values replaced by "…" (links and callbacks carry them). */
export function loggableUrl(url: string): string {
  return url.replace(secretQuery, "$1…");
}
