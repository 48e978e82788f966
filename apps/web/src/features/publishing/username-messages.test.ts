import { apiMessages, parseSchemaMessage, usernameSchema } from "@foliocraft/schemas";
import { translateApiMessage } from "../../i18n/api-messages";
import { describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../../i18n/i18n";
import { ApiError } from "../../lib/api-client";
import { translateSchemaMessage } from "../../i18n/schema-messages";
import { usernameErrorText } from "./username-messages";

describe("username messages", () => {
  it("show every rule of the username schema by its catalog id, in the interface language", async () => {
    const messages = ["", "ab", "x".repeat(31), "Ama Mensah", "-ama", "admin", 42].flatMap((input) => {
      const result = usernameSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    });
    expect(new Set(messages).size).toBeGreaterThanOrEqual(6);
    await changeLanguage("de");
    for (const message of messages) {
      const id = parseSchemaMessage(message)?.id;
      expect(id, message).toMatch(/^username/);
      expect(translateSchemaMessage(i18n.t, message)).not.toMatch(/Username|^username/);
    }
    await changeLanguage("en");
  });

  it("translates the server's reasons: the availability check's and the 409's by id, and a 400's rule", async () => {
    await changeLanguage("es");
    // GET /api/usernames/{name} names its "taken" reason by catalog id, as the username form reads it.
    expect(translateApiMessage(i18n.t, "usernameTaken", {})).toBe("Este nombre de usuario ya está en uso. Elige otro.");
    const taken = new ApiError("aborted", apiMessages.usernameTaken, 409, undefined, { messageId: "usernameTaken" });
    expect(usernameErrorText(i18n.t, taken)).toBe("Este nombre de usuario ya está en uso. Elige otro.");
    const tooShort = new ApiError("invalid-argument", "Username must be at least 3 characters (username)", 400, [
      {
        field: "username",
        message: "Username must be at least 3 characters",
        messageId: "usernameTooShort",
        params: { count: 3 },
      },
    ]);
    expect(usernameErrorText(i18n.t, tooShort)).toBe("El nombre de usuario debe tener al menos 3 caracteres");
    expect(usernameErrorText(i18n.t, tooShort)).not.toMatch(/Username/);
    await changeLanguage("en");
  });
});
