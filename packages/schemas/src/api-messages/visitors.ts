/**
 * API messages of the visitors area (see ./index.ts): English, by stable id. Placeholders use i18next's {{name}}
 * syntax; the web's locales hold the same ids under `apiMessages` in all ten languages.
 * Custom domains, the newsletter, visitor messages and the owner's inbox.
 */
export const visitorsMessages = {
  // Custom domains (modules/custom-domains): what an owner typed, the plan, the checks.
  customDomainEmpty: "Enter a domain name, such as www.example.com",
  customDomainIpAddress: "Enter a domain name, not an IP address, such as www.example.com",
  customDomainWithPort: "Enter the domain name without a port, such as www.example.com",
  customDomainInvalid: '"{{domain}}" is not a valid domain name',
  customDomainTooLong_one: "A domain name is at most {{count}} character",
  customDomainTooLong_other: "A domain name is at most {{count}} characters",
  customDomainSingleLabel: "Enter a full domain name with a dot, such as www.example.com",
  customDomainOwnHost: "This is the address of Foliocraft itself. Enter a domain you own.",
  customDomainAlreadyHave: "You already have a custom domain. Remove it first to connect another one.",
  customDomainTaken: "This domain is already connected to another portfolio.",
  customDomainProOnly: "Custom domains are a Pro feature. Upgrade to Pro to connect your own domain.",
  customDomainNotFound: "Custom domain not found",
  customDomainTooManyChecks: "Too many checks. Please wait {{seconds}} and verify again.",
  // The blog newsletter's e-mailed links (modules/newsletter).
  newsletterLinkInvalid: "This link is invalid or has expired.",
  // A published portfolio's contact form and the owner's inbox (modules/visitor-messages).
  visitorMessagesNotAccepted: "This portfolio does not accept messages.",
  visitorMessagesTooMany: "Too many messages from your address. Please wait {{minutes}} and try again.",
  inboxMessageNotFound: "Message not found",
} as const satisfies Record<string, string>;
