import { apiMessages, usernameSchema } from "@foliocraft/schemas";
import { translateApiMessage } from "../../i18n/api-messages";
import { describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../../i18n/i18n";
import { ApiError } from "../../lib/api-client";
import { isKnownUsernameMessage, translateUsernameMessage, usernameErrorText } from "./username-messages";

describe("username messages", () => {
  it("translate every message the username rules produce, and the server's 409", async () => {
    const messages = ["", "ab", "x".repeat(31), "Ama Mensah", "-ama", "admin", 42].flatMap((input) => {
      const result = usernameSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    });
    expect(new Set(messages).size).toBeGreaterThanOrEqual(6);
    expect([...messages, "This username is already taken"].filter((m) => !isKnownUsernameMessage(m))).toEqual([]);

    await changeLanguage("de");
    expect(translateUsernameMessage(i18n.t, "This username is already taken")).toBe(
      "Dieser Benutzername ist bereits vergeben",
    );
    await changeLanguage("en");
  });

  it("translates the server's reasons: the availability check's and the 409's by id, and a 400's rule", async () => {
    await changeLanguage("es");
    // GET /api/usernames/{name} names its "taken" reason by catalog id, as the username form reads it.
    expect(translateApiMessage(i18n.t, "usernameTaken", {})).toBe("Este nombre de usuario ya está en uso. Elige otro.");
    const taken = new ApiError("aborted", apiMessages.usernameTaken, 409, undefined, { messageId: "usernameTaken" });
    expect(usernameErrorText(i18n.t, taken)).toBe("Este nombre de usuario ya está en uso. Elige otro.");
    const tooShort = new ApiError("invalid-argument", "Username must be at least 3 characters (username)", 400, [
      { field: "username", message: "Username must be at least 3 characters" },
    ]);
    expect(usernameErrorText(i18n.t, tooShort)).toBe(i18n.t("publishing.validation.tooShort"));
    expect(usernameErrorText(i18n.t, tooShort)).not.toMatch(/Username/);
    await changeLanguage("en");
  });
});
