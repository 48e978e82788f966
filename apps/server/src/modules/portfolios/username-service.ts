import { and, eq, inArray, ne } from "drizzle-orm";
import {
  apiMessage,
  apiMessages,
  reservedUsernameReason,
  usernameSchema,
  type UsernameAvailability,
} from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";
import { isUniqueViolation } from "../../db/database-errors";
import { AppError } from "../../errors";
import { usernameCandidates } from "./username-suggestion";

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

    /**
     * Whether `raw` is a valid username nobody else has (the caller's own counts as available): "invalid" with the
     * broken rule, "reserved" with why (reservedReason), "taken", or "available".
     */
    async availability(userId: string, raw: string): Promise<UsernameAvailability> {
      const parsed = usernameSchema.safeParse(raw);
      if (!parsed.success) {
        const normalized = raw.trim().toLowerCase();
        const reason = parsed.error.issues[0]?.message ?? "Invalid username";
        const reservedReason = parsed.error.issues.length === 1 ? reservedUsernameReason(normalized) : undefined;
        return reservedReason
          ? { username: normalized, available: false, status: "reserved", reservedReason, reason }
          : { username: raw, available: false, status: "invalid", reason };
      }
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.username, parsed.data));
      if (row && row.userId !== userId) {
        return {
          username: parsed.data,
          available: false,
          status: "taken",
          reason: apiMessages.usernameTaken,
          messageId: "usernameTaken",
        };
      }
      return { username: parsed.data, available: true, status: "available" };
    },

    /**
     * A free username made from the account's name (or email), for the form to start with; the user's own when
     * they have one; null when nothing usable can be made. One query for all candidates.
     */
    async suggest(userId: string): Promise<string | null> {
      const [me] = await db
        .select({ name: users.name, email: users.email, username: profiles.username })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!me) return null;
      if (me.username) return me.username;
      const candidates = usernameCandidates(me.name, me.email);
      if (candidates.length === 0) return null;
      const takenRows = await db
        .select({ username: profiles.username })
        .from(profiles)
        .where(inArray(profiles.username, candidates));
      const taken = new Set(takenRows.map((r) => r.username));
      return candidates.find((c) => !taken.has(c)) ?? null;
    },
  };
}

/** Usernames. */
export type UsernameService = ReturnType<typeof createUsernameService>;
