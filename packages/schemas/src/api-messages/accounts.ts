/**
 * API messages of the accounts area (see ./index.ts): English, by stable id. Placeholders use i18next's {{name}}
 * syntax; the web's locales hold the same ids under `apiMessages` in all ten languages.
 * `{{provider}}` is a brand name (GitHub, Google), the same in every language.
 */
export const accountsMessages = {
  // Sign-up, sign-in, passwords (better-auth's errors in our words: apps/server/src/modules/accounts/auth-errors.ts).
  invalidEmailOrPassword: "Invalid email or password",
  accountAlreadyExists: "An account with this e-mail already exists. Sign in instead, or reset your password.",
  resetLinkInvalid: "This reset link is invalid or has expired.",
  currentPasswordWrong: "Your current password is not correct.",
  passwordTooShort_one: "Password must be at least {{count}} character",
  passwordTooShort_other: "Password must be at least {{count}} characters",
  passwordTooLong_one: "Password must be at most {{count}} character",
  passwordTooLong_other: "Password must be at most {{count}} characters",
  accountHasNoPassword: "This account has no password yet: it signs in with Google or GitHub.",
  signInAgain: "Please sign in again.",
  requestNotAccepted: "The request was not accepted.",
  accountNotFound: "Account not found",
  deleteConfirmMismatch: "Type your e-mail address exactly to confirm the deletion.",
  currentPasswordRequired: "Enter your current password to confirm.",
  recentSignInRequired:
    "For your safety, sign out and sign in again with Google or GitHub, then try again within {{minutes}}.",

  // Two-step sign-in (authenticator app and recovery codes).
  twoFactorCodeWrong: "That code is not correct. Check the time on your phone and enter the newest code.",
  recoveryCodeWrong: "That recovery code is not correct, or it was used already.",
  twoFactorSignInExpired: "This sign-in took too long. Enter your e-mail and password again.",
  twoFactorTooManyAttempts: "Too many wrong codes. Enter your e-mail and password again, or try later.",
  twoFactorAlreadyOn: "Two-step sign-in is already on. Turn it off first to set up another app.",
  twoFactorNotOn: "Two-step sign-in is not on for this account.",
  twoFactorCodeUsed: "This code was used already. Wait for the next code in your app.",

  // Passkeys.
  passkeysUnavailable: "Passkeys are not available on this server.",
  passkeyNotFound: "This passkey was not found. It may have been removed already.",
  passkeyUnknown: "This passkey is not registered for any account here. Sign in another way.",
  passkeyNotVerified: "Your device did not confirm it is you (PIN, fingerprint or face). Try again.",
  passkeyExpired: "This passkey request took too long. Try again.",
  passkeyFailed: "The passkey could not be checked. Try again, or sign in another way.",
  passkeyNeedsRecentSignIn: "For your safety, sign out and sign in again, then add the passkey.",

  // E-mail verification links.
  verifyLinkInvalid: "This verification link is invalid.",
  verifyLinkExpired: "This verification link has expired.",

  // Google and GitHub sign-in.
  oauthNotConfigured: "{{provider}} sign-in is not configured on this server.",
  oauthStartFailed: "The sign-in could not be started",
  oauthNoCode: "No authorization code received from {{provider}}",
  oauthExpired: "This {{provider}} sign-in has expired or was already used. Please try again.",
  oauthAccountNotLinked:
    "An account with this e-mail already exists, and {{provider}} did not confirm the address. Sign in with your password first.",
  oauthNoEmail: "Your {{provider}} account has no e-mail address we can use.",
  oauthNoEmailAddOne:
    "Your {{provider}} account has no e-mail address we can use. Add one on {{provider}}, or sign up with e-mail.",
  oauthSignupDisabled: "Creating new accounts is disabled on this server.",
  oauthProviderApiError: "{{provider}} API error",
  oauthTokenUnexpected: "Failed to get access token - unexpected response",
  oauthNoSession: "The sign-in did not create a session",
  oauthEmailNotVerified:
    "{{provider}} has not verified {{email}}. Verify this address with {{provider}} first, or sign up with it by e-mail.",
  oauthAccessDenied: "The {{provider}} sign-in was cancelled.",
  oauthProviderRefused: "{{provider}} did not complete the sign-in. Please try again.",

  // Settings → connected accounts.
  linkStartFailed: "The connection could not be started",
  linkDifferentEmail:
    "This {{provider}} account uses a different e-mail address from your Foliocraft account, so it cannot be connected.",
  linkTakenByOther: "This {{provider}} account is already connected to another Foliocraft account.",
  linkUnverified: "{{provider}} did not confirm the e-mail address of this account, so it cannot be connected.",
  linkFailed: "The {{provider}} account could not be connected. Please try again.",
  linkNotConnected: "{{provider}} is not connected to this account.",
  linkLastMethod:
    "{{provider}} is the only way you sign in to this account, so it cannot be disconnected. Connect another account first.",

  // Integrations: the user's GitHub repositories (import as projects).
  githubReposUnreachable: "GitHub could not be reached. Please try again in a moment.",
  githubReposSignInRejected: "GitHub no longer accepts the saved sign-in. Connect GitHub again.",
  githubReposRateLimited: "GitHub's rate limit was reached. Please try again later.",
  githubReposApiError: "GitHub API error. Please try again in a moment.",
} as const satisfies Record<string, string>;
