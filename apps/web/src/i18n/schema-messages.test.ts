import { contactMessageInputSchema, contactSubjects } from "@foliocraft/schemas";
import { signUpInputSchema } from "@foliocraft/schemas";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "./locales/en.json";
import fr from "./locales/fr.json";
import { hasSchemaMessage, translateSchemaMessage } from "./schema-messages";

// Inputs that, together, make a schema produce every message it has: empty, too long, malformed.
const long = (n: number) => "x".repeat(n + 1);
const samples: [
  string,
  { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  unknown[],
][] = [
  [
    "contact",
    contactMessageInputSchema,
    [
      {},
      { name: " ", email: " ", subject: "Nope", message: " " },
      { name: long(100), email: `${long(254)}@x.io`, subject: contactSubjects[0], message: long(5000) },
      { name: "A", email: "not-an-address", subject: contactSubjects[0], message: "m" },
    ],
  ],
  [
    "sign-up",
    signUpInputSchema,
    [
      {},
      { name: "", email: "", password: "", confirmPassword: "" },
      { name: long(100), email: "bad", password: "123", confirmPassword: "456" },
      { name: "A", email: `${long(254)}@x.io`, password: long(200), confirmPassword: long(200) },
    ],
  ],
];

describe("schema messages", () => {
  for (const [name, schema, inputs] of samples) {
    it(`has a translation for every ${name} message`, () => {
      const messages = new Set(
        inputs.flatMap((input) => schema.safeParse(input).error?.issues ?? []).map((i) => i.message),
      );
      expect(messages.size).toBeGreaterThan(2);
      expect([...messages].filter((m) => !hasSchemaMessage(m))).toEqual([]);
    });
  }

  it("shows them in the interface language", async () => {
    const t = i18next.createInstance();
    await t.init({ lng: "fr", fallbackLng: "en", resources: { en: { translation: en }, fr: { translation: fr } } });
    expect(translateSchemaMessage(t.t, "Message is required")).toBe(fr.validation.messageRequired);
    expect(translateSchemaMessage(t.t, "Something only the server says")).toBe("Something only the server says");
  });
});
