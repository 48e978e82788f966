import type { OutgoingMail } from "./service";

// Plain-text e-mails: nothing to render wrongly, nothing for a user's name to inject into.

/** The password-reset e-mail; the link is valid for one hour and works once. */
export function passwordResetMail(to: { email: string; name: string }, link: string): OutgoingMail {
  return {
    to: to.email,
    kind: "password-reset",
    subject: "Reset your Foliocraft password",
    text: [
      `Hello ${to.name || "there"},`,
      "",
      "Someone (hopefully you) asked to reset the password of your Foliocraft account.",
      "Open this link to choose a new password. It works once and expires in 1 hour:",
      "",
      link,
      "",
      "After the reset, every other signed-in device is signed out.",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

/** The e-mail-address verification sent on sign-up. */
export function verifyEmailMail(to: { email: string; name: string }, link: string): OutgoingMail {
  return {
    to: to.email,
    kind: "verify-email",
    subject: "Confirm your e-mail address for Foliocraft",
    text: [
      `Hello ${to.name || "there"},`,
      "",
      "Welcome to Foliocraft! Please confirm your e-mail address by opening this link:",
      "",
      link,
      "",
      "If you did not create an account, you can ignore this e-mail.",
    ].join("\n"),
  };
}
