import { contactMessageInputSchema, maxPasswordLength, minPasswordLength } from "@foliocraft/schemas";
import type { ParseKeys, TFunction } from "i18next";

type Translation = readonly [key: ParseKeys, values?: Record<string, number>];

// The shared zod schemas (packages/schemas) write their messages in English, because the server answers with the
// same ones. This is the one table that shows them in the interface language; schema-messages.test.ts proves every
// message the form schemas below can produce is in it.
const schemaMessages = new Map<string, Translation>([
  ["Name is required", ["validation.nameRequired"]],
  ["Name must be at most 100 characters", ["validation.nameTooLong", { max: 100 }]],
  ["Email is required", ["validation.emailRequired"]],
  ["Enter a valid email address", ["validation.emailInvalid"]],
  ["Email must be at most 254 characters", ["validation.emailTooLong", { max: 254 }]],
  ["Password is required", ["validation.passwordRequired"]],
  [
    `Password must be at least ${minPasswordLength} characters`,
    ["validation.passwordTooShort", { min: minPasswordLength }],
  ],
  [
    `Password must be at most ${maxPasswordLength} characters`,
    ["validation.passwordTooLong", { max: maxPasswordLength }],
  ],
  ["Passwords do not match", ["validation.passwordsDoNotMatch"]],
  ["Please confirm your password", ["validation.confirmPasswordRequired"]],
  ["Choose a subject from the list", ["validation.subjectRequired"]],
  ["Message is required", ["validation.messageRequired"]],
  ["Message must be at most 5000 characters", ["validation.messageTooLong", { max: 5000 }]],
]);

/** The schemas whose messages the web shows (their every message must be in the table above). */
export const translatedSchemas = { contactMessageInputSchema } as const;

// Any field's refused character (packages/schemas/src/text.ts names the field, so it is matched, not listed).
const unstorable = / contains a character that cannot be saved /;

/** A message of the shared schemas in the interface language; any other text is returned as it came. */
export function translateSchemaMessage(t: TFunction, message: string): string {
  if (unstorable.test(message)) return t("validation.unstorable");
  const known = schemaMessages.get(message);
  return known ? (t(known[0], known[1]) as string) : message;
}

/** Whether the table has `message` (for tests). */
export function hasSchemaMessage(message: string): boolean {
  return schemaMessages.has(message) || unstorable.test(message);
}
