import type { OutgoingMail } from "../mail/service";

// Plain-text subscription e-mails (English, like the other account e-mails).

const date = (d: Date) => d.toISOString().slice(0, 10);

/** Sent 7 days before a Pro subscription ends (not after the user cancelled). */
export function expiresSoonMail(to: { email: string; name: string }, end: Date, pricingUrl: string): OutgoingMail {
  return {
    to: to.email,
    kind: "subscription-expires-soon",
    subject: "Your Foliocraft Pro plan ends in 7 days",
    text: [
      `Hello ${to.name || "there"},`,
      "",
      `Your Foliocraft Pro plan ends on ${date(end)}.`,
      "To keep Pro themes, the AI writing assistant and one-click deploys, renew here:",
      "",
      pricingUrl,
      "",
      "If you do nothing, your account returns to the free plan on that day. Your portfolios stay as they are.",
    ].join("\n"),
  };
}

/** Sent when a Pro subscription has ended. */
export function expiredMail(to: { email: string; name: string }, pricingUrl: string): OutgoingMail {
  return {
    to: to.email,
    kind: "subscription-expired",
    subject: "Your Foliocraft Pro plan has ended",
    text: [
      `Hello ${to.name || "there"},`,
      "",
      "Your Foliocraft Pro plan has ended and your account is now on the free plan.",
      "Your portfolios and their content are kept. You can upgrade again at any time:",
      "",
      pricingUrl,
    ].join("\n"),
  };
}
