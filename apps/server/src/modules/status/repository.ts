import { randomUUID } from "node:crypto";
import { desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { incidents } from "../../db/schema";

/** A stored incident row. */
export type IncidentRow = typeof incidents.$inferSelect;
/** The fields an admin writes. */
export type IncidentValues = Omit<IncidentRow, "id" | "createdAt" | "updatedAt">;

/** SQL for the incidents of /status. */
export function createIncidentRepository(db: Db) {
  return {
    async insert(values: IncidentValues): Promise<IncidentRow> {
      const [row] = await db
        .insert(incidents)
        .values({ id: randomUUID(), ...values })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },
    async update(id: string, values: Partial<IncidentValues>): Promise<IncidentRow | undefined> {
      const [row] = await db
        .update(incidents)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(incidents.id, id))
        .returning();
      return row;
    },
    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(incidents).where(eq(incidents.id, id)).returning({ id: incidents.id });
      return rows.length > 0;
    },
    async get(id: string): Promise<IncidentRow | undefined> {
      const [row] = await db.select().from(incidents).where(eq(incidents.id, id));
      return row;
    },
    /** Everything not resolved yet, newest first (few at any time). */
    async open(limit = 50): Promise<IncidentRow[]> {
      return db
        .select()
        .from(incidents)
        .where(ne(incidents.status, "resolved"))
        .orderBy(desc(incidents.startsAt))
        .limit(limit);
    },
    /** The latest resolved ones, newest first. */
    async resolved(limit = 20): Promise<IncidentRow[]> {
      return db
        .select()
        .from(incidents)
        .where(eq(incidents.status, "resolved"))
        .orderBy(desc(incidents.startsAt))
        .limit(limit);
    },
    /** All of them for the admin page, newest first. */
    async list(limit = 200): Promise<IncidentRow[]> {
      return db.select().from(incidents).orderBy(desc(incidents.startsAt)).limit(limit);
    },
  };
}

/** SQL for the incidents of /status. */
export type IncidentRepository = ReturnType<typeof createIncidentRepository>;
