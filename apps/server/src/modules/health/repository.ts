import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** The database round trip behind health, readiness, /status and the error handler's 503 (no table read). */
export function createHealthRepository(db: Db) {
  return {
    /** One `select 1`: resolves when the database answers, rejects with the driver's error when it does not. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

/** The database probe. */
export type HealthRepository = ReturnType<typeof createHealthRepository>;
