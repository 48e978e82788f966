import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { Auth } from "./auth";
import type { PasskeyRepository, PasskeySummary } from "./passkey-repository";
import { callAuth as call, sessionOfAuthUser, type CurrentSession } from "./service";

/** A WebAuthn answer from the browser (its shape checked by the route's schema, its content by SimpleWebAuthn). */
type WebAuthnAnswer = Record<string, unknown>;

/**
 * Passkeys through better-auth's passkey plugin. Each ceremony has two requests: the options (a challenge kept in
 * the verifications table for five minutes, named by a signed cookie) and the browser's answer, verified against
 * that challenge, PUBLIC_URL's host and origin. Listing and removing are ours, by owner (passkey-repository.ts).
 */
export function createPasskeyService(deps: { auth: Auth; passkeys: PasskeyRepository; enabled: boolean }) {
  const { passkeys } = deps;
  // Typed by hand: the plugin types the options without an index signature (Fastify wants one for the reply) and
  // the sign-in body as its own; the route schemas check the shapes.
  const api = deps.auth.api as unknown as PasskeyApi;

  function assertEnabled() {
    if (!deps.enabled) throw new AppError("unavailable", apiMessage("passkeysUnavailable"));
  }

  return {
    enabled: deps.enabled,

    list: (session: CurrentSession) => passkeys.listOf(session.userId),

    /** Adding, step 1: options for the browser (the account's own passkeys excluded, so one is not added twice). */
    async registrationOptions(headers: Headers) {
      assertEnabled();
      const { headers: out, response } = await call(() =>
        api.generatePasskeyRegistrationOptions({ headers, returnHeaders: true }),
      );
      return { options: response, cookies: out.getSetCookie() };
    },

    /** Adding, step 2: the authenticator's answer, verified; the passkey is stored under the signed-in user. */
    async register(session: CurrentSession, name: string, response: WebAuthnAnswer, headers: Headers) {
      assertEnabled();
      const { headers: out, response: created } = await call(() =>
        api.verifyPasskeyRegistration({ body: { name, response }, headers, returnHeaders: true }),
      );
      const passkey = await passkeys.findOf(session.userId, created.id);
      if (!passkey) throw new Error("better-auth stored a passkey for another account");
      return { passkey, cookies: out.getSetCookie() };
    },

    async remove(session: CurrentSession, id: string): Promise<void> {
      if (!(await passkeys.removeOf(session.userId, id)))
        throw new AppError("not-found", apiMessage("passkeyNotFound"));
    },

    /** Signing in, step 1: options for any passkey of this site (discoverable credentials: no e-mail first). */
    async signInOptions(headers: Headers) {
      assertEnabled();
      const { headers: out, response } = await call(() =>
        api.generatePasskeyAuthenticationOptions({ headers, returnHeaders: true }),
      );
      return { options: response, cookies: out.getSetCookie() };
    },

    /** Signing in, step 2: the signed challenge; the passkey's owner gets a session (no second step: see auth.ts). */
    async signIn(response: WebAuthnAnswer, headers: Headers): Promise<{ session: CurrentSession; cookies: string[] }> {
      assertEnabled();
      const { headers: out, response: result } = await call(() =>
        api.verifyPasskeyAuthentication({ body: { response }, headers, returnHeaders: true }),
      );
      return { session: sessionOfAuthUser(result.user), cookies: out.getSetCookie() };
    },
  };
}

/** Passkeys: ceremonies through better-auth, the list by owner. */
export type PasskeyService = ReturnType<typeof createPasskeyService>;

/** A passkey in settings. */
export type { PasskeySummary };

type WithHeaders<T> = Promise<{ headers: Headers; response: T }>;
interface PasskeyApi {
  generatePasskeyRegistrationOptions(input: { headers: Headers; returnHeaders: true }): WithHeaders<WebAuthnAnswer>;
  verifyPasskeyRegistration(input: {
    body: { name: string; response: WebAuthnAnswer };
    headers: Headers;
    returnHeaders: true;
  }): WithHeaders<{ id: string }>;
  generatePasskeyAuthenticationOptions(input: { headers: Headers; returnHeaders: true }): WithHeaders<WebAuthnAnswer>;
  verifyPasskeyAuthentication(input: {
    body: { response: WebAuthnAnswer };
    headers: Headers;
    returnHeaders: true;
  }): WithHeaders<{ user: Parameters<typeof sessionOfAuthUser>[0] }>;
}
