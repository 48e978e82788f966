import type { ParseKeys, TFunction } from "i18next";

// The username rules' messages (packages/schemas/src/portfolio-api.ts usernameSchema, and the server's 409) in the
// interface language; an unknown message is shown as it came.
const known = new Map<string, ParseKeys>([
  ["Username is required", "publishing.validation.required"],
  ["Username must be at least 3 characters", "publishing.validation.tooShort"],
  ["Username must be at most 30 characters", "publishing.validation.tooLong"],
  ["Username may contain only letters a–z, digits 0–9 and '-'", "publishing.validation.characters"],
  ["Username cannot start or end with '-'", "publishing.validation.hyphenEdge"],
  ["This username is reserved. Please choose another", "publishing.validation.reserved"],
  ["This username is already taken", "publishing.validation.taken"],
]);

/** A username message in the interface language. */
export function translateUsernameMessage(t: TFunction, message: string): string {
  const key = known.get(message);
  return key ? (t(key) as string) : message;
}

/** Whether a message has a translation (used by the tests). */
export function isKnownUsernameMessage(message: string): boolean {
  return known.has(message);
}
