import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../../db/client";
import { accounts, passkeys, sessions, twoFactors, users, verifications } from "../../db/schema";

/**
 * Where better-auth keeps its data: its drizzle adapter over the tables of its schema (users, sessions, accounts,
 * verifications, and its twoFactor and passkey plugins' tables). better-auth runs its own queries through it; ours on
 * the same tables are in the repository of each table (user-, session-, provider-account-, verification-,
 * two-factor- and passkey-repository.ts).
 */
export function authStore(db: Db) {
  return drizzleAdapter(db, {
    provider: "pg",
    schema: {
      user: users,
      session: sessions,
      account: accounts,
      verification: verifications,
      twoFactor: twoFactors,
      passkey: passkeys,
    },
  });
}
