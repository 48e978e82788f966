// Test-only environment reads (the server's own code reads the environment only in config.ts).

/** Which database the server suite runs on: the embedded PGlite (default) or the machine's PostgreSQL. */
export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.FOLIOCRAFT_TEST_DB === "postgres" ? "postgres" : "pglite";
}

/** A PostgreSQL connection used to create and drop each test file's own database. */
export function testPostgresAdminUrl(): string {
  return process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
}

/** The environment a child server process inherits in tests. */
export function inheritedEnv(): Record<string, string | undefined> {
  return { ...process.env };
}

/** The Redis the scale-out tests share (each with its own key prefix, removed afterwards). */
export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
}
