import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { storableText } from "./text";

/** Minimum password length (spec §9). */
export const minPasswordLength = 6;
/** Maximum password length: long enough for passphrases, short enough to bound hashing cost. */
export const maxPasswordLength = 128;

const email = z
  .string({ error: schemaMessage("emailRequired") })
  .trim()
  .min(1, schemaMessage("emailRequired"))
  .max(254, schemaMessage("emailTooLong", { count: 254 }))
  .pipe(z.email(schemaMessage("emailInvalid")))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: schemaMessage("passwordRequired") })
  .min(1, schemaMessage("passwordRequired"))
  .min(minPasswordLength, schemaMessage("passwordTooShort", { count: minPasswordLength }))
  .max(maxPasswordLength, schemaMessage("passwordTooLong", { count: maxPasswordLength }));

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: schemaMessage("passwordsDoNotMatch") });
  }
};

/** The sign-up form (spec §3, §5): name, email and password required, passwords must match. */
export const signUpInputSchema = storableText(
  z
    .object({
      name: z
        .string({ error: schemaMessage("nameRequired") })
        .trim()
        .min(1, schemaMessage("nameRequired"))
        .max(100, schemaMessage("nameTooLong", { count: 100 })),
      email,
      password: newPassword,
      confirmPassword: z.string({ error: schemaMessage("confirmPasswordRequired") }),
    })
    .superRefine(passwordsMatch),
);

/** The sign-up form. */
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** The sign-in form; "remember me" keeps the session for 30 days instead of the browser session. */
export const signInInputSchema = storableText(
  z.object({
    email,
    password: z
      .string({ error: schemaMessage("passwordRequired") })
      .min(1, schemaMessage("passwordRequired"))
      .max(maxPasswordLength),
    rememberMe: z.boolean().default(true),
  }),
);

/** The sign-in form. */
export type SignInInput = z.infer<typeof signInInputSchema>;

/** Asking for a password-reset e-mail. */
export const passwordResetRequestSchema = storableText(z.object({ email }));

/** Setting a new password from the link in the reset e-mail. */
export const passwordResetConfirmSchema = storableText(
  z
    .object({
      token: z.string().min(1, schemaMessage("resetLinkInvalid")).max(512),
      password: newPassword,
      confirmPassword: z.string({ error: schemaMessage("confirmPasswordRequired") }),
    })
    .superRefine(passwordsMatch),
);

/** Changing the password while signed in. */
export const passwordChangeSchema = storableText(
  z
    .object({
      currentPassword: z.string().min(1, schemaMessage("currentPasswordEmpty")).max(maxPasswordLength),
      password: newPassword,
      confirmPassword: z.string({ error: schemaMessage("confirmPasswordRequired") }),
    })
    .superRefine(passwordsMatch),
);

/**
 * `POST /api/account/verify-email` (the e-mailed verification link's page posts its token). `choice` answers the
 * confirm step shown when someone else is signed in on this browser: switch to the link's account, or stay.
 */
export const verifyEmailRequestSchema = storableText(
  z.object({
    token: z.string().min(1).max(4096),
    choice: z.enum(["switch", "stay"]).optional(),
  }),
);

/** The answer: a question first (someone else is signed in), or done (and whether this browser is now signed in). */
export const verifyEmailAnswerSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("confirm"), signedInAs: z.string(), verifies: z.string() }),
  z.object({ status: z.literal("verified"), email: z.string(), signedIn: z.boolean() }),
]);

/** The answer to a verification link. */
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswerSchema>;

/** The ways to sign in this server offers besides the password (buttons are shown only for these): Google and GitHub
 * when configured, passkeys when PUBLIC_URL is a domain name (WebAuthn refuses IP addresses). */
export const authProvidersSchema = z.object({ google: z.boolean(), github: z.boolean(), passkey: z.boolean() });

/** Which OAuth providers this server has configured. */
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** Password reset links stay valid this long (issue: 1 hour). */
export const passwordResetTtlSeconds = 60 * 60;

/** A "remember me" session lasts this long. */
export const rememberedSessionDays = 30;
