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
import { failureMessage, isKnownMessage, translateMessage } from "./error-messages";

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

  it("leave a server-only message as it came", () => {
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
});
