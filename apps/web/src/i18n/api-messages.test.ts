import { beforeAll, afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { apiErrorText, translateApiMessage } from "./api-messages";
import { changeLanguage, i18n, initI18n } from "./i18n";

describe("apiErrorText", () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(async () => {
    await changeLanguage("en");
  });

  const rateLimited = () =>
    new ApiError("resource-exhausted", "Too many requests. Please wait 30 seconds and try again.", 429, undefined, {
      messageId: "tooManyRequests",
      params: { seconds: 30 },
    });

  it("translates a catalog message by its id, with its parameters", async () => {
    await changeLanguage("de");
    expect(apiErrorText(i18n.t, rateLimited())).toBe(
      "Zu viele Anfragen. Bitte warte 30 Sekunden und versuche es erneut.",
    );
    await changeLanguage("ar");
    expect(apiErrorText(i18n.t, rateLimited())).not.toContain("Too many");
    expect(apiErrorText(i18n.t, rateLimited())).toContain(
      new Intl.NumberFormat("ar", { style: "unit", unit: "second", unitDisplay: "long" }).format(30),
    );
  });

  it("writes a duration with its unit in the language's plural form", async () => {
    const wait = (seconds: number) =>
      new ApiError("resource-exhausted", "…", 429, undefined, { messageId: "tooManyRequests", params: { seconds } });
    expect(apiErrorText(i18n.t, wait(1))).toBe("Too many requests. Please wait 1 second and try again.");
    await changeLanguage("de");
    expect(apiErrorText(i18n.t, wait(1))).toBe("Zu viele Anfragen. Bitte warte 1 Sekunde und versuche es erneut.");
    expect(apiErrorText(i18n.t, wait(45))).toBe("Zu viele Anfragen. Bitte warte 45 Sekunden und versuche es erneut.");
  });

  it("shows the server's English text in English, and a sentence for the code in other languages", async () => {
    const unknown = new ApiError("not-found", "Widget 42 is gone.", 404);
    expect(apiErrorText(i18n.t, unknown)).toBe("Widget 42 is gone.");
    await changeLanguage("fr");
    expect(apiErrorText(i18n.t, unknown)).toBe("Nous n'avons pas trouvé ce que vous cherchiez.");
  });

  it("never shows a failed server's text, and prefers the caller's fallback", () => {
    const failed = new ApiError("internal", "TypeError: x is undefined", 500);
    expect(apiErrorText(i18n.t, failed)).toBe(i18n.t("auth.requestFailed"));
    expect(apiErrorText(i18n.t, failed, "Could not save.")).toBe("Could not save.");
    expect(apiErrorText(i18n.t, new TypeError("Failed to fetch"))).toBe(i18n.t("auth.requestFailed"));
  });

  it("ignores ids the catalog does not have (a newer server)", () => {
    expect(translateApiMessage(i18n.t, "noSuchMessage", {})).toBeNull();
    const error = new ApiError("aborted", "Newer text.", 409, undefined, { messageId: "noSuchMessage" });
    expect(apiErrorText(i18n.t, error)).toBe("Newer text.");
  });
});
