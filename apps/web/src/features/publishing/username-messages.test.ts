import { usernameSchema } from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../../i18n/i18n";
import { isKnownUsernameMessage, translateUsernameMessage } from "./username-messages";

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
});
