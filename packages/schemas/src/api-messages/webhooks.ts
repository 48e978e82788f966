/**
 * API messages of deployment webhooks (see ./index.ts): English, by stable id. Placeholders use i18next's {{name}}
 * syntax; the web's locales hold the same ids under `apiMessages` in all ten languages.
 */
export const webhooksMessages = {
  webhookNotFound: "Webhook not found",
  webhookDeliveryNotFound: "Webhook delivery not found",
  webhookLimitReached_one: "You can have at most {{count}} webhook. Delete one you no longer use first.",
  webhookLimitReached_other: "You can have at most {{count}} webhooks. Delete one you no longer use first.",
  webhookAddressPrivate:
    "This webhook address leads to a private, local or reserved network address. Use an address reachable from the internet.",
  webhookHostUnknown: "The webhook's host name could not be found. Check the address and try again.",
} as const satisfies Record<string, string>;
