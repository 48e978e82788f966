import type { ContactMessageInput, LanguageCode } from "@foliocraft/schemas";
import { mailDate, mailText } from "./i18n";
import type { OutgoingMail } from "./service";

// Plain-text e-mails: nothing to render wrongly, nothing for a user's name to inject into. Every text comes from the
// e-mail dictionary (./i18n) in the recipient's language.

// Line breaks, tabs and other control characters: a header value stays one line whatever a visitor typed.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const oneLine = (value: string) => value.replace(controlCharacters, " ").replace(/\s+/g, " ").trim();

const greeting = (language: LanguageCode, name: string) =>
  name.trim() ? mailText(language, "greeting", { name: oneLine(name) }) : mailText(language, "greetingNoName");

/** The password-reset e-mail; the link is valid for one hour and works once. */
export function passwordResetMail(
  to: { email: string; name: string },
  link: string,
  language: LanguageCode = "en",
): OutgoingMail {
  const t = (key: Parameters<typeof mailText>[1]) => mailText(language, key);
  return {
    to: to.email,
    kind: "password-reset",
    subject: t("passwordResetSubject"),
    text: [
      greeting(language, to.name),
      "",
      t("passwordResetIntro"),
      t("passwordResetAction"),
      "",
      link,
      "",
      t("passwordResetSessions"),
      t("passwordResetIgnore"),
    ].join("\n"),
  };
}

/** The e-mail-address verification sent on sign-up. */
export function verifyEmailMail(
  to: { email: string; name: string },
  link: string,
  language: LanguageCode = "en",
): OutgoingMail {
  return {
    to: to.email,
    kind: "verify-email",
    subject: mailText(language, "verifySubject"),
    text: [
      greeting(language, to.name),
      "",
      mailText(language, "verifyAction"),
      "",
      link,
      "",
      mailText(language, "verifyIgnore"),
    ].join("\n"),
  };
}

/** Sent 7 days before a Pro subscription ends (not after the user cancelled). */
export function expiresSoonMail(
  to: { email: string; name: string },
  end: Date,
  pricingUrl: string,
  language: LanguageCode = "en",
): OutgoingMail {
  return {
    to: to.email,
    kind: "subscription-expires-soon",
    subject: mailText(language, "expiresSoonSubject"),
    text: [
      greeting(language, to.name),
      "",
      mailText(language, "expiresSoonEnds", { date: mailDate(language, end) }),
      mailText(language, "expiresSoonRenew"),
      "",
      pricingUrl,
      "",
      mailText(language, "expiresSoonNothing"),
    ].join("\n"),
  };
}

/** Sent when a Pro subscription has ended. */
export function expiredMail(
  to: { email: string; name: string },
  pricingUrl: string,
  language: LanguageCode = "en",
): OutgoingMail {
  return {
    to: to.email,
    kind: "subscription-expired",
    subject: mailText(language, "expiredSubject"),
    text: [
      greeting(language, to.name),
      "",
      mailText(language, "expiredEnded"),
      mailText(language, "expiredKept"),
      "",
      pricingUrl,
    ].join("\n"),
  };
}

/** A visitor's message through a published portfolio, to its owner; replies go straight to the visitor. */
export function visitorMessageMail(
  input: {
    ownerEmail: string;
    name: string;
    email: string;
    message: string;
    portfolioUrl: string;
    inboxUrl: string;
    /** The language version the visitor wrote from, for a portfolio in several languages (issue 21). */
    pageLanguage?: LanguageCode | undefined;
  },
  language: LanguageCode = "en",
): OutgoingMail {
  const name = oneLine(input.name);
  // The page's language named in the owner's ("French", "Französisch", "الفرنسية").
  const pageLanguage = input.pageLanguage
    ? new Intl.DisplayNames(language, { type: "language" }).of(input.pageLanguage)
    : undefined;
  return {
    to: input.ownerEmail,
    replyTo: input.email,
    kind: "visitor-message",
    subject: mailText(language, "visitorSubject", { name }),
    text: [
      mailText(language, "visitorIntro", { name, email: input.email, url: input.portfolioUrl }),
      ...(pageLanguage ? [mailText(language, "visitorLanguage", { language: pageLanguage })] : []),
      "",
      input.message,
      "",
      "—",
      mailText(language, "visitorReply", { name, inbox: input.inboxUrl }),
    ].join("\n"),
  };
}

/**
 * A /contact message, to the support address. It is written for the support team (English, the team's working
 * language) and names the language the visitor wrote from, so the answer can be in it. Replies go to the visitor.
 */
export function supportContactMail(input: {
  supportEmail: string;
  name: string;
  email: string;
  subject: ContactMessageInput["subject"];
  message: string;
  language: LanguageCode;
  id: string;
}): OutgoingMail {
  const name = oneLine(input.name);
  return {
    to: input.supportEmail,
    replyTo: input.email,
    kind: "contact-message",
    subject: `[Foliocraft contact] ${input.subject}: ${name}`,
    text: [
      `${name} <${input.email}> wrote through the contact page (interface language: ${input.language}).`,
      `Subject: ${input.subject}`,
      "",
      input.message,
      "",
      "—",
      `Reply to this e-mail to answer ${name}. Message id: ${input.id}`,
    ].join("\n"),
  };
}
