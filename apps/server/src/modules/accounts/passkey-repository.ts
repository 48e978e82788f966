import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passkeys } from "../../db/schema";

/** A passkey as its owner sees it in settings (never the public key or the credential id). */
export interface PasskeySummary {
  id: string;
  name: string | null;
  createdAt: Date | null;
  lastUsedAt: Date | null;
  /** Synced by a password manager or the platform's keychain (better-auth's deviceType "multiDevice"). */
  synced: boolean;
}

const summary = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
  deviceType: passkeys.deviceType,
};

const toSummary = ({ deviceType, ...row }: { deviceType: string } & Omit<PasskeySummary, "synced">) => ({
  ...row,
  synced: deviceType === "multiDevice",
});

/**
 * The passkeys table, always by owner: listing and removing go through the signed-in user's id, so a passkey of
 * another account is neither seen nor removed (it reads as not found). better-auth writes new rows itself.
 */
export function createPasskeyRepository(db: Db) {
  return {
    async listOf(userId: string): Promise<PasskeySummary[]> {
      const rows = await db
        .select(summary)
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
      return rows.map(toSummary);
    },

    async findOf(userId: string, id: string): Promise<PasskeySummary | undefined> {
      const [row] = await db
        .select(summary)
        .from(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)));
      return row && toSummary(row);
    },

    /** True when the passkey was the user's and is gone. */
    async removeOf(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ id: passkeys.id });
      return removed.length > 0;
    },

    /** A sign-in with this credential just succeeded. */
    async markUsed(credentialId: string): Promise<void> {
      await db.update(passkeys).set({ lastUsedAt: new Date() }).where(eq(passkeys.credentialID, credentialId));
    },
  };
}

/** The passkeys table by owner. */
export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
