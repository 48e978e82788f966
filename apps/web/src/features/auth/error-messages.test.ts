import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import { changeLanguage } from "../../i18n/i18n";
import { ApiError } from "../../lib/api-client";
import { failureMessage, providerFailureMessage } from "./error-messages";

describe("failureMessage", () => {
  it("shows the server's message, or a generic one when the server failed", () => {
    expect(failureMessage(i18n.t, new ApiError("unauthenticated", "Invalid email or password", 401))).toBe(
      "Invalid email or password",
    );
    expect(failureMessage(i18n.t, new ApiError("resource-exhausted", "Slow down", 429))).toBe("Slow down");
    for (const error of [
      new ApiError("internal", "Failed to fetch", 0),
      new ApiError("unavailable", "db down", 503),
      new Error("boom"),
    ]) {
      expect(failureMessage(i18n.t, error)).toBe("Something went wrong. Please try again.");
    }
  });

  it("shows the accounts messages in the interface language by their catalog id", async () => {
    await changeLanguage("de");
    const wrong = new ApiError("unauthenticated", "Invalid email or password", 401, undefined, {
      messageId: "invalidEmailOrPassword",
    });
    expect(failureMessage(i18n.t, wrong)).toBe("E-Mail oder Passwort ist falsch");
    const limited = new ApiError(
      "resource-exhausted",
      "Too many requests for this account. Please wait 42 seconds and try again.",
      429,
      undefined,
      { messageId: "tooManyRequestsForAccount", params: { seconds: 42 } },
    );
    expect(failureMessage(i18n.t, limited)).toBe(
      "Zu viele Anfragen für dieses Konto. Bitte warte 42 Sekunden und versuche es erneut.",
    );
    const notConfigured = new ApiError(
      "unavailable",
      "GitHub sign-in is not configured on this server.",
      503,
      undefined,
      {
        messageId: "oauthNotConfigured",
        params: { provider: "GitHub" },
      },
    );
    expect(failureMessage(i18n.t, notConfigured)).toBe(
      "Die Anmeldung mit GitHub ist auf diesem Server nicht eingerichtet.",
    );
  });
});

describe("providerFailureMessage", () => {
  const denied = new ApiError("unauthenticated", "The user has denied your application access.", 401);

  it("shows a catalog message by its id, in the interface language", async () => {
    await changeLanguage("fr");
    const expired = new ApiError(
      "unauthenticated",
      "This GitHub sign-in has expired or was already used. Please try again.",
      401,
      undefined,
      { messageId: "oauthExpired", params: { provider: "GitHub" } },
    );
    expect(providerFailureMessage(i18n.t, expired, "GitHub")).toBe(
      "Cette connexion avec GitHub a expiré ou a déjà été utilisée. Veuillez réessayer.",
    );
  });

  it("never repeats text without a catalog id: a sentence naming the provider, in every language", async () => {
    await changeLanguage("en");
    expect(providerFailureMessage(i18n.t, denied, "GitHub")).toBe(
      "GitHub did not complete the sign-in. Please try again.",
    );
    await changeLanguage("de");
    expect(providerFailureMessage(i18n.t, denied, "GitHub")).toBe(
      "GitHub hat die Anmeldung nicht abgeschlossen. Bitte versuche es erneut.",
    );
  });
});
