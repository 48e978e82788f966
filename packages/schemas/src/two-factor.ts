import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { maxPasswordLength } from "./auth";
import { storableText } from "./text";

/** A code from an authenticator app: six digits (spaces people type between groups are dropped). */
export const totpCodeSchema = z
  .string({ error: schemaMessage("twoFactorCodeFormat") })
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, schemaMessage("twoFactorCodeFormat")));

/** A recovery code as it was shown (letters, digits and the dash between its halves). */
export const recoveryCodeSchema = z
  .string({ error: schemaMessage("recoveryCodeFormat") })
  .transform((v) => v.trim())
  .pipe(z.string().regex(/^[A-Za-z0-9-]{8,24}$/, schemaMessage("recoveryCodeFormat")));

/** The second step of a sign-in: a code from the app, or one recovery code (used up by signing in with it). */
export const twoFactorSignInSchema = storableText(
  z.union([
    z.object({ code: totpCodeSchema, recoveryCode: z.undefined().optional() }),
    z.object({ recoveryCode: recoveryCodeSchema, code: z.undefined().optional() }),
  ]),
);

/** Confirming it is the account owner (turning two-step sign-in on or off, new recovery codes). */
export const twoFactorPasswordSchema = storableText(
  z.object({ password: z.string().min(1, schemaMessage("currentPasswordEmpty")).max(maxPasswordLength) }),
);

/** Turning it on, step 1: the secret for the app (as an otpauth:// URI, shown as a QR code and as text) and the codes. */
export const twoFactorSetupSchema = z.object({
  totpUri: z.string(),
  recoveryCodes: z.array(z.string()),
});

/** Turning it on, step 2: the first code the app shows proves it holds the secret. */
export const twoFactorConfirmSchema = storableText(z.object({ code: totpCodeSchema }));

/** A sign-in whose password was right, waiting for its second step (no session yet). */
export const twoFactorPendingSchema = z.object({ twoFactorRequired: z.literal(true) });
