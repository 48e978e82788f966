import {
  maxPasswordLength,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signInInputSchema,
  signUpInputSchema,
} from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import { changeLanguage } from "../../i18n/i18n";
import { ApiError } from "../../lib/api-client";
import { failureMessage, isKnownMessage, providerFailureMessage, translateMessage } from "./error-messages";

const long = (n: number) => "x".repeat(n);

// Inputs that make the shared schemas produce each of their messages.
const failures = [
  signUpInputSchema.safeParse({}),
  signUpInputSchema.safeParse({ name: "", email: "", password: "", confirmPassword: "" }),
  signUpInputSchema.safeParse({ name: long(101), email: "x", password: "abc", confirmPassword: "abd" }),
  signUpInputSchema.safeParse({
    name: "A",
    email: `${long(250)}@x.co`,
    password: long(maxPasswordLength + 1),
    confirmPassword: long(maxPasswordLength + 1),
  }),
  signInInputSchema.safeParse({ email: "", password: "" }),
  passwordResetRequestSchema.safeParse({ email: "nope" }),
  passwordResetConfirmSchema.safeParse({ token: "", password: "abc", confirmPassword: "" }),
];

describe("messages of the shared auth schemas", () => {
  const messages = [...new Set(failures.flatMap((result) => result.error?.issues.map((i) => i.message) ?? []))];

  it("are all translated", () => {
    expect(messages.length).toBeGreaterThanOrEqual(10);
    expect(messages.filter((message) => !isKnownMessage(message))).toEqual([]);
  });

  it("read the same in English as the schema says them", () => {
    for (const message of messages) expect(translateMessage(i18n.t, message)).toBe(message);
  });

  it("are shown in the interface language", async () => {
    await changeLanguage("de");
    expect(translateMessage(i18n.t, "Passwords do not match")).toBe("Die Passwörter stimmen nicht überein");
    expect(translateMessage(i18n.t, "Password must be at least 6 characters")).toBe(
      "Das Passwort muss mindestens 6 Zeichen lang sein",
    );
  });

  it("leave any other text as it came", () => {
    expect(translateMessage(i18n.t, "Too many requests. Please wait 9 seconds.")).toBe(
      "Too many requests. Please wait 9 seconds.",
    );
  });
});

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
