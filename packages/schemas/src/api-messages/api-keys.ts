/**
 * API messages of the public API (see ./index.ts): English, by stable id. Placeholders use i18next's {{name}}
 * syntax; the web's locales hold the same ids under `apiMessages` in all ten languages.
 * Personal API keys and their hourly limit.
 */
export const apiKeysMessages = {
  apiKeyMissing: "Send your API key in the Authorization header: Bearer followed by the key.",
  apiKeyInvalid: "This API key is not valid: it is unknown, revoked or expired.",
  apiKeyReadOnly: "This API key can only read. Create a read-write key to make changes.",
  apiKeyHourlyLimit:
    "This API key has used its {{limit}} requests for this hour. Please wait {{seconds}} and try again.",
  apiKeyNotFound: "API key not found",
  apiKeyLimitReached_one: "You can have at most {{count}} active API key. Revoke one you no longer use first.",
  apiKeyLimitReached_other: "You can have at most {{count}} active API keys. Revoke one you no longer use first.",
} as const satisfies Record<string, string>;
