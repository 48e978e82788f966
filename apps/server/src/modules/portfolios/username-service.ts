import { and, eq, ne } from "drizzle-orm";
import { apiMessage, apiMessages, usernameSchema } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import { isUniqueViolation } from "../../db/database-errors";
import { AppError } from "../../errors";

const taken = () => new AppError("aborted", apiMessage("usernameTaken"));

/** Usernames: the `{username}` of /p/{username}, one per account, unique regardless of case. */
export function createUsernameService(db: Db) {
  return {
    async get(userId: string): Promise<string | null> {
      const [row] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, userId));
      return row?.username ?? null;
    },

    /** Claims (or changes) the user's username; the unique index settles races between two claimants. */
    async claim(userId: string, username: string): Promise<string> {
      const [other] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(and(eq(profiles.username, username), ne(profiles.userId, userId)));
      if (other) throw taken();
      try {
        await db.update(profiles).set({ username }).where(eq(profiles.userId, userId));
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      return username;
    },

    /** Whether `raw` is a valid username nobody else has (the caller's own counts as available). */
    async availability(
      userId: string,
      raw: string,
    ): Promise<{ username: string; available: boolean; reason?: string; messageId?: string }> {
      const parsed = usernameSchema.safeParse(raw);
      if (!parsed.success) {
        return { username: raw, available: false, reason: parsed.error.issues[0]?.message ?? "Invalid username" };
      }
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.username, parsed.data));
      if (row && row.userId !== userId) {
        return {
          username: parsed.data,
          available: false,
          reason: apiMessages.usernameTaken,
          messageId: "usernameTaken",
        };
      }
      return { username: parsed.data, available: true };
    },
  };
}

/** Usernames. */
export type UsernameService = ReturnType<typeof createUsernameService>;
