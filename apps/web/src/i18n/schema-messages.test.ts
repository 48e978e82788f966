import {
  apiMessageTemplate,
  contactMessageInputSchema,
  fillPlaceholders,
  formatApiParams,
  contactSubjects,
  maxPasswordLength,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  resolveSchemaMessage,
  schemaMessage,
  signInInputSchema,
  signUpInputSchema,
  usernameClaimSchema,
} from "@foliocraft/schemas";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { fieldErrorsOf } from "../lib/form-errors";
import { changeLanguage, i18n } from "./i18n";
import ar from "./locales/ar.json";
import de from "./locales/de.json";
import fr from "./locales/fr.json";
import { translateSchemaMessage } from "./schema-messages";

// Inputs that, together, make the form schemas produce every message they have: empty, too long, malformed.
const long = (n: number) => "x".repeat(n + 1);
const failures = [
  contactMessageInputSchema.safeParse({}),
  contactMessageInputSchema.safeParse({ name: " ", email: " ", subject: "Nope", message: " " }),
  contactMessageInputSchema.safeParse({
    name: long(100),
    email: `${long(254)}@x.io`,
    subject: contactSubjects[0],
    message: long(5000),
  }),
  contactMessageInputSchema.safeParse({
    name: "A",
    email: "not-an-address",
    subject: contactSubjects[0],
    message: "m",
  }),
  signUpInputSchema.safeParse({}),
  signUpInputSchema.safeParse({ name: "", email: "", password: "", confirmPassword: "" }),
  signUpInputSchema.safeParse({ name: long(100), email: "bad", password: "123", confirmPassword: "456" }),
  signUpInputSchema.safeParse({
    name: "A",
    email: `${long(250)}@x.co`,
    password: long(maxPasswordLength),
    confirmPassword: long(maxPasswordLength),
  }),
  signInInputSchema.safeParse({ email: "", password: "" }),
  passwordResetRequestSchema.safeParse({ email: "nope" }),
  passwordResetConfirmSchema.safeParse({ token: "", password: "abc", confirmPassword: "" }),
  passwordChangeSchema.safeParse({ currentPassword: "", password: "abcdef", confirmPassword: "abcdef" }),
  usernameClaimSchema.safeParse({ username: "a" }),
  usernameClaimSchema.safeParse({ username: "-" + long(30) }),
  usernameClaimSchema.safeParse({ username: "ama mensah" }),
  usernameClaimSchema.safeParse({ username: "ama-" }),
  usernameClaimSchema.safeParse({ username: "admin" }),
];
const messages = [...new Set(failures.flatMap((result) => result.error?.issues.map((i) => i.message) ?? []))];

afterEach(() => changeLanguage("en"));

describe("schema messages, by catalog id", () => {
  it("name a catalog message for every check of the form schemas", () => {
    expect(messages.length).toBeGreaterThanOrEqual(20);
    expect(messages.filter((message) => resolveSchemaMessage(message) === null)).toEqual([]);
  });

  it("read in English as the server writes them (numbers grouped the English way)", () => {
    for (const message of messages) {
      const known = resolveSchemaMessage(message)!;
      const english = fillPlaceholders(apiMessageTemplate(known.id, known.params), formatApiParams(known.params, "en"));
      expect(translateSchemaMessage(i18n.t, message)).toBe(english);
    }
  });

  it("are shown in the interface language, with their parameters", async () => {
    const [tooShort] = signUpInputSchema.safeParse({
      name: "A",
      email: "a@b.co",
      password: "abc",
      confirmPassword: "abc",
    }).error!.issues;
    await changeLanguage("de");
    expect(translateSchemaMessage(i18n.t, tooShort!.message)).toBe("Das Passwort muss mindestens 6 Zeichen lang sein");
    expect(de.apiMessages.passwordTooShort_other).toContain("{{count}}");
  });

  it("take the plural form of their count in each language", async () => {
    const tooLong = (count: number) => translateSchemaMessage(i18n.t, schemaMessage("nameTooLong", { count }));
    expect(tooLong(1)).toBe("Name must be at most 1 character");
    expect(tooLong(100)).toBe("Name must be at most 100 characters");
    await changeLanguage("fr");
    expect(tooLong(1)).toBe("Le nom doit comporter au maximum 1 caractère");
    expect(tooLong(1000)).toBe("Le nom doit comporter au maximum 1\u202f000 caractères");
    await changeLanguage("ar");
    expect(tooLong(1)).toBe("يجب ألا يزيد الاسم على حرف واحد");
    expect(tooLong(2)).toBe("يجب ألا يزيد الاسم على حرفين");
    expect(tooLong(5)).toBe(`يجب ألا يزيد الاسم على ${new Intl.NumberFormat("ar").format(5)} أحرف`);
    expect(tooLong(11)).toBe(`يجب ألا يزيد الاسم على ${new Intl.NumberFormat("ar").format(11)} حرفًا`);
  });

  it("leave any other text as it came", () => {
    expect(translateSchemaMessage(i18n.t, "Something only the server says")).toBe("Something only the server says");
  });
});

describe("a server's field error", () => {
  // What the error handler answers for a contact message with an empty name and a too-long message.
  const answer = new ApiError("invalid-argument", "Name is required (name)", 400, [
    { field: "name", message: "Name is required", messageId: "nameRequired" },
    {
      field: "message",
      message: "Message must be at most 5000 characters",
      messageId: "messageTooLong",
      params: { count: 5000 },
    },
    { field: "email", message: "Invalid input" },
  ]);

  it("is shown by its id in the interface language, never by its English text", async () => {
    await changeLanguage("fr");
    const [name, message, email] = fieldErrorsOf(answer).map((e) => translateSchemaMessage(i18n.t, e.message));
    expect(name).toBe(fr.apiMessages.nameRequired);
    expect(message).toBe(
      fr.apiMessages.messageTooLong_other.replace("{{count}}", new Intl.NumberFormat("fr").format(5000)),
    );
    // Without an id the text stays as it came.
    expect(email).toBe("Invalid input");
  });

  it("writes its parameters in the language's digits (Arabic)", async () => {
    await changeLanguage("ar");
    const message = fieldErrorsOf(answer)[1]!.message;
    const shown = translateSchemaMessage(i18n.t, message);
    // 5000 takes the "other" form; written in Arabic digits.
    expect(shown).toBe(
      ar.apiMessages.messageTooLong_other.replace("{{count}}", new Intl.NumberFormat("ar").format(5000)),
    );
    expect(shown).not.toContain("Message must be");
  });
});
