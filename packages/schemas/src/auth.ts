import { z } from "zod";
import { storableText } from "./text";

/** Minimum password length (spec §9). */
export const minPasswordLength = 6;
/** Maximum password length: long enough for passphrases, short enough to bound hashing cost. */
export const maxPasswordLength = 128;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Enter a valid email address"))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(minPasswordLength, `Password must be at least ${minPasswordLength} characters`)
  .max(maxPasswordLength, `Password must be at most ${maxPasswordLength} characters`);

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
  }
};

/** The sign-up form (spec §3, §5): name, email and password required, passwords must match. */
export const signUpInputSchema = storableText(
  z
    .object({
      name: z
        .string({ error: "Name is required" })
        .trim()
        .min(1, "Name is required")
        .max(100, "Name must be at most 100 characters"),
      email,
      password: newPassword,
      confirmPassword: z.string({ error: "Please confirm your password" }),
    })
    .superRefine(passwordsMatch),
);

/** The sign-up form. */
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** The sign-in form; "remember me" keeps the session for 30 days instead of the browser session. */
export const signInInputSchema = storableText(
  z.object({
    email,
    password: z.string({ error: "Password is required" }).min(1, "Password is required").max(maxPasswordLength),
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
      token: z.string().min(1, "This reset link is invalid or has expired.").max(512),
      password: newPassword,
      confirmPassword: z.string({ error: "Please confirm your password" }),
    })
    .superRefine(passwordsMatch),
);

/** Changing the password while signed in. */
export const passwordChangeSchema = storableText(
  z
    .object({
      currentPassword: z.string().min(1, "Enter your current password").max(maxPasswordLength),
      password: newPassword,
      confirmPassword: z.string({ error: "Please confirm your password" }),
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

/** Which OAuth providers this server has configured (buttons are shown only for these). */
export const authProvidersSchema = z.object({ google: z.boolean(), github: z.boolean() });

/** Which OAuth providers this server has configured. */
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** Password reset links stay valid this long (issue: 1 hour). */
export const passwordResetTtlSeconds = 60 * 60;

/** A "remember me" session lasts this long. */
export const rememberedSessionDays = 30;
