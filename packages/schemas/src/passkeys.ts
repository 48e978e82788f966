import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { storableText, textField } from "./text";

/** The longest name a passkey may be given (characters people see). */
export const passkeyNameMaxLength = 60;

/** What its owner calls a passkey ("Laptop", "Phone"), to tell them apart in settings. */
export const passkeyNameSchema = textField("Passkey name", passkeyNameMaxLength).pipe(
  z.string().min(1, schemaMessage("passkeyNameRequired")),
);

/** A passkey as settings list it: the name, when it was added and last used to sign in. */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  createdAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** Kept by a password manager or the device's keychain, so usable on the owner's other devices too. */
  synced: z.boolean(),
});

/** A passkey as settings list it. */
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/**
 * The browser's answer to a WebAuthn ceremony, as @simplewebauthn/browser encodes it (base64url fields). Checked in
 * depth by the server's WebAuthn library; here only its shape and size, so nothing unbounded is parsed.
 */
const webAuthnAnswerSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** Adding a passkey: its name and the authenticator's answer to the registration options. */
export const passkeyRegistrationSchema = storableText(
  z.object({ name: passkeyNameSchema, response: webAuthnAnswerSchema }),
);

/** Signing in with a passkey: the authenticator's answer to the sign-in options. */
export const passkeySignInSchema = storableText(z.object({ response: webAuthnAnswerSchema }));

/**
 * The options a WebAuthn ceremony starts from (challenge, relying party, allowed algorithms…), passed to the browser
 * as they are: their shape is the WebAuthn standard's.
 */
export const webAuthnOptionsSchema = z.record(z.string(), z.unknown());
