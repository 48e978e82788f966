// The reference dictionary: every other language has exactly these keys (dictionary.test.ts).
/** English e-mail strings; {{name}}-style placeholders are filled by mailText(). */
export const en = {
  greeting: "Hello {{name}},",
  greetingNoName: "Hello,",
  passwordResetSubject: "Reset your Foliocraft password",
  passwordResetIntro: "Someone (hopefully you) asked to reset the password of your Foliocraft account.",
  passwordResetAction: "Open this link to choose a new password. It works once and expires in 1 hour:",
  passwordResetSessions: "After the reset, every other signed-in device is signed out.",
  passwordResetIgnore: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  verifySubject: "Confirm your e-mail address for Foliocraft",
  verifyAction: "Welcome to Foliocraft! Please confirm your e-mail address by opening this link:",
  verifyIgnore: "If you did not create an account, you can ignore this e-mail.",
  expiresSoonSubject: "Your Foliocraft Pro plan ends in 7 days",
  expiresSoonEnds: "Your Foliocraft Pro plan ends on {{date}}.",
  expiresSoonRenew: "To keep Pro themes, the AI writing assistant and one-click deploys, renew here:",
  expiresSoonNothing:
    "If you do nothing, your account returns to the free plan on that day. Your portfolios stay as they are.",
  expiredSubject: "Your Foliocraft Pro plan has ended",
  expiredEnded: "Your Foliocraft Pro plan has ended and your account is now on the free plan.",
  expiredKept: "Your portfolios and their content are kept. You can upgrade again at any time:",
  visitorSubject: "New message from {{name}} through your portfolio",
  visitorIntro: "{{name}} <{{email}}> sent you a message through your portfolio {{url}}:",
  visitorReply: "Reply to this e-mail to answer {{name}}. Your inbox: {{inbox}}",
  visitorLanguage: "They wrote from the {{language}} version of your portfolio.",
} as const;

/** The keys every language's e-mail dictionary has. */
export type MailStrings = Record<keyof typeof en, string>;
