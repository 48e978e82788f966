import { defineModule } from "../module-deps";
import { authHandlerRoutes } from "./auth-handler";
import { linkRoutes } from "./link-routes";
import { createLinkService } from "./link-service";
import { oauthRoutes } from "./oauth-routes";
import { createOAuthService } from "./oauth-service";
import { createPasskeyRepository } from "./passkey-repository";
import { passkeyRoutes } from "./passkey-routes";
import { createPasskeyService } from "./passkey-service";
import { accountRoutes } from "./routes";
import { createSessionRepository } from "./session-repository";
import { createTwoFactorService } from "./two-factor";
import { twoFactorRoutes } from "./two-factor-routes";
import { createUserRepository } from "./user-repository";
import { createVerifyEmailService } from "./verify-email-service";

/**
 * Accounts: sign-up, sign-in (password, two-step, passkeys, Google and GitHub), linked accounts, e-mail verification.
 * better-auth and the account service come from the ModuleDeps: the session plugin resolves sessions with them.
 */
export const accountsModule = defineModule("accounts", async (app, deps) => {
  const { auth, accounts, config, database, profiles, providerAccounts } = deps;
  const users = createUserRepository(database.db);
  await app.register(accountRoutes, {
    service: accounts,
    verifyEmail: createVerifyEmailService({
      auth,
      users,
      secret: config.secret,
      profiles,
      adminEmails: config.adminEmails,
    }),
  });
  const twoFactor = createTwoFactorService({ auth, users, sessions: createSessionRepository(database.db) });
  await app.register(twoFactorRoutes, { accounts, twoFactor });
  await app.register(passkeyRoutes, {
    accounts,
    passkeys: createPasskeyService({
      auth,
      passkeys: createPasskeyRepository(database.db),
      enabled: config.passkeys !== null,
    }),
  });
  const oauth = createOAuthService({
    auth,
    accounts: providerAccounts,
    publicUrl: config.publicUrl,
    configured: [...(config.github ? (["github"] as const) : []), ...(config.google ? (["google"] as const) : [])],
  });
  await app.register(oauthRoutes, {
    oauth,
    accounts,
    twoFactor,
    passkeysEnabled: config.passkeys !== null,
  });
  await app.register(linkRoutes, {
    links: createLinkService({ auth, accounts: providerAccounts, configured: oauth.configured }),
    accounts,
  });
  await app.register(authHandlerRoutes, { publicUrl: config.publicUrl });
});
