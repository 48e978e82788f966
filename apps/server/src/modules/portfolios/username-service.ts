import {
  apiMessage,
  apiMessages,
  reservedUsernameReason,
  resolveSchemaMessage,
  usernameSchema,
  type UsernameAvailability,
} from "@foliocraft/schemas";
import { isUniqueViolation } from "../../db/database-errors";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import { usernameCandidates } from "./username-suggestion";

const taken = () => new AppError("aborted", apiMessage("usernameTaken"));

/** Usernames: the `{username}` of /p/{username}, one per account, unique regardless of case. */
export function createUsernameService(profiles: ProfileRepository) {
  return {
    async get(userId: string): Promise<string | null> {
      return profiles.username(userId);
    },

    /** Claims (or changes) the user's username; the unique index settles races between two claimants. */
    async claim(userId: string, username: string): Promise<string> {
      if (await profiles.usernameHolder(username, userId)) throw taken();
      try {
        await profiles.setUsername(userId, username);
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
        // The broken rule in English, with its catalog id (and limit) for the web to translate.
        const rule = resolveSchemaMessage(parsed.error.issues[0]?.message ?? "");
        const why = rule
          ? {
              reason: rule.text,
              messageId: rule.id,
              ...(Object.keys(rule.params).length > 0 && { params: rule.params }),
            }
          : { reason: parsed.error.issues[0]?.message ?? "Invalid username" };
        const reservedReason = parsed.error.issues.length === 1 ? reservedUsernameReason(normalized) : undefined;
        return reservedReason
          ? { username: normalized, available: false, status: "reserved", reservedReason, ...why }
          : { username: raw, available: false, status: "invalid", ...why };
      }
      const holder = await profiles.usernameHolder(parsed.data);
      if (holder !== undefined && holder !== userId) {
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
      const me = await profiles.usernameSource(userId);
      if (!me) return null;
      if (me.username) return me.username;
      const candidates = usernameCandidates(me.name, me.email);
      if (candidates.length === 0) return null;
      const taken = await profiles.takenUsernames(candidates);
      return candidates.find((c) => !taken.has(c)) ?? null;
    },
  };
}

/** Usernames. */
export type UsernameService = ReturnType<typeof createUsernameService>;
