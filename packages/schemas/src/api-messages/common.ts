/**
 * API messages every area shares (see ./index.ts): English, by stable id. Placeholders use i18next's {{name}}
 * syntax; the web's locales hold the same ids under `apiMessages` in all ten languages.
 */
export const commonMessages = {
  tooManyRequests: "Too many requests. Please wait {{seconds}} and try again.",
  tooManyRequestsForAccount: "Too many requests for this account. Please wait {{seconds}} and try again.",
  tooManyRequestsLater: "Too many requests. Please try again later.",
  somethingWentWrong: "Something went wrong on our side. Please try again.",
  serviceUnavailable: "The service is briefly unavailable. Please try again in a few seconds.",
  changedConcurrently: "Another request changed this at the same moment. Please reload and try again.",
  signInToContinue: "Please sign in to continue.",
  crossSiteRefused: "This request came from another website and was refused.",
  bodyNotJson: "The request body is not valid JSON.",
  textUnstorable:
    "{{field}} contains a character that cannot be saved (half of an emoji or a NUL character); remove it and try again.",
  bodyTooLarge: "The request body is too large: the limit is {{megabytes}} MB.",
} as const satisfies Record<string, string>;
