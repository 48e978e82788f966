import {
  WebAuthnAbortService,
  WebAuthnError,
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { sessionUserSchema, type SessionUser } from "@foliocraft/schemas";
import type { TFunction } from "i18next";
import { z } from "zod";
import { apiFetch } from "../../lib/api-client";
import { failureMessage } from "./error-messages";

// Passkey ceremonies in the browser (@simplewebauthn/browser): the server's options go to the device, the device's
// answer back to the server (accounts/passkey-routes.ts). The answer is checked there, never here.

/** Whether this browser can make and use passkeys at all (no dead buttons). */
export const browserHasPasskeys = () => browserSupportsWebAuthn();

const passkeySignInOptions = async (signal?: AbortSignal) =>
  (await apiFetch("/api/account/sign-in/passkey/options", {
    method: "POST",
    ...(signal ? { signal } : {}),
  })) as PublicKeyCredentialRequestOptionsJSON;

/** Signs in with any passkey of this site the device or password manager holds; the server sets the session. */
export async function signInWithPasskey(): Promise<SessionUser> {
  const response = await startAuthentication({ optionsJSON: await passkeySignInOptions() });
  return finishPasskeySignIn(response);
}

/**
 * Offers this site's passkeys in the browser's autofill list of the field marked `autocomplete="username webauthn"`
 * (conditional mediation): the request waits, without any dialog, until the person picks a passkey there, then signs
 * in with it. Resolves null when the browser has no passkey autofill, the server gave no options (logged), or `signal` aborts (the page is left, or the
 * person signs in another way); a later ceremony (the passkey button) replaces this one, which then rejects with
 * the library's ERROR_CEREMONY_ABORTED (see {@link replacedByAnotherCeremony}).
 */
export async function signInWithPasskeyAutofill(signal: AbortSignal): Promise<SessionUser | null> {
  if (!(await browserSupportsWebAuthnAutofill()) || signal.aborted) return null;
  let optionsJSON: PublicKeyCredentialRequestOptionsJSON;
  try {
    optionsJSON = await passkeySignInOptions(signal);
  } catch (error) {
    // Nothing was asked of the person yet: without the autofill offer the form and the passkey button still work.
    if (!signal.aborted) console.warn("Passkeys are not offered in autofill: no sign-in options", error);
    return null;
  }
  if (signal.aborted) return null;
  // @simplewebauthn keeps one ceremony at a time and takes no signal of ours: cancelling it is how this one stops.
  const cancel = () => WebAuthnAbortService.cancelCeremony();
  signal.addEventListener("abort", cancel, { once: true });
  let response: AuthenticationResponseJSON;
  try {
    response = await startAuthentication({ optionsJSON, useBrowserAutofill: true });
  } catch (error) {
    if (signal.aborted) return null;
    throw error;
  } finally {
    signal.removeEventListener("abort", cancel);
  }
  if (signal.aborted) return null;
  return finishPasskeySignIn(response);
}

/** Whether a passkey request failed only because another ceremony (the passkey button) took its place. */
export const replacedByAnotherCeremony = (error: unknown) =>
  error instanceof WebAuthnError && error.code === "ERROR_CEREMONY_ABORTED";

async function finishPasskeySignIn(response: AuthenticationResponseJSON): Promise<SessionUser> {
  const answer = await apiFetch("/api/account/sign-in/passkey", {
    method: "POST",
    body: { response },
    schema: z.object({ user: sessionUserSchema }),
  });
  return answer.user;
}

/** Makes a passkey on this device (or in the password manager) and stores it under the signed-in account. */
export async function registerPasskey(name: string): Promise<void> {
  const optionsJSON = (await apiFetch("/api/account/passkeys/options", {
    method: "POST",
  })) as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON });
  await apiFetch("/api/account/passkeys", { method: "POST", body: { name, response } });
}

/**
 * What to tell the user when a passkey ceremony failed: the browser's own refusals in our words (cancelled or timed
 * out, a passkey already on this device), the server's by its catalog id.
 */
export function passkeyFailure(
  t: TFunction,
  error: unknown,
  cancelledKey: "auth.passkey.cancelled" | "settings.passkeys.cancelled",
): string {
  if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return t("settings.passkeys.alreadyOnDevice");
  }
  // The person closed the browser's dialog, or let it time out (WebAuthn does not tell the two apart).
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")) {
    return t(cancelledKey);
  }
  return failureMessage(t, error);
}
