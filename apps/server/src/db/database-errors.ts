/**
 * What a failed query says about the database, whichever driver reported it (pg, PGlite) and however it was
 * wrapped on the way (Drizzle's DrizzleQueryError keeps the driver's error as `cause`; a failed connect to a host
 * with several addresses is an AggregateError of one error per address).
 */

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

// Every error in the chain: the error itself, its causes, and the members of an AggregateError.
function* chain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== "object" || depth > 5) return;
  const e = error as ErrorLike;
  yield e;
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
  yield* chain(e.cause, depth + 1);
}

// Socket-level failures: nothing answers, the connection broke, or the host cannot be found right now.
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

// SQLSTATEs of a server that is going away or not yet there: 57P01 admin_shutdown (pg_terminate_backend, a fast
// stop), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, recovering); class 08 is
// "connection exception".
const unreachableSqlStates = new Set(["57P01", "57P02", "57P03"]);

// pg's and pg-pool's own messages, which carry no code.
const unreachableMessages = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool's connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
];

/** Whether `error` means the database cannot be reached right now (as opposed to a bad query). */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === "string" ? e.code : "";
    if (networkCodes.has(code) || unreachableSqlStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    const message = typeof e.message === "string" ? e.message : "";
    if (unreachableMessages.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** Whether `error` is PostgreSQL's unique_violation (23505): another request wrote the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of chain(error)) if (e.code === "23505") return true;
  return false;
}
