import { APIError } from "better-auth/api";
import type { PasskeyRepository } from "./passkey-repository";

/** The error code auth-errors.ts turns into the `passkeyNotVerified` message. */
export const passkeyUserNotVerifiedCode = "PASSKEY_USER_NOT_VERIFIED";

const notVerified = () =>
  new APIError("BAD_REQUEST", { code: passkeyUserNotVerifiedCode, message: "The passkey did not verify its user" });

/**
 * What better-auth's passkey plugin leaves to us. It verifies ceremonies with `requireUserVerification: false`; we
 * ask for user verification (the device's PIN, fingerprint or face) and refuse an answer without it, because a
 * passkey sign-in skips the authenticator code: without verification, holding the device would be enough.
 */
export const passkeyChecks = {
  afterRegistration({ verification }: { verification: { registrationInfo?: { userVerified: boolean } } }) {
    if (!verification.registrationInfo?.userVerified) throw notVerified();
  },

  /** Also records the passkey's last use, shown in settings. */
  afterAuthentication(passkeys: PasskeyRepository) {
    return async ({
      verification,
      clientData,
    }: {
      verification: { authenticationInfo: { userVerified: boolean } };
      clientData: { id: string };
    }) => {
      if (!verification.authenticationInfo.userVerified) throw notVerified();
      await passkeys.markUsed(clientData.id);
    };
  },
};
