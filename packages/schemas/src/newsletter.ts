import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { languageCodes } from "./constants";
import { storableText } from "./text";

// The same e-mail rules and messages as the contact form, so the web shows one translation for both.
const emailField = z
  .string({ error: schemaMessage("emailRequired") })
  .trim()
  .min(1, schemaMessage("emailRequired"))
  .max(254, schemaMessage("emailTooLong", { count: 254 }))
  .pipe(z.email(schemaMessage("emailInvalid")));

/** The e-mail box of the blog's newsletter and of the careers page's talent community. */
export const emailSignupFormSchema = z.object({ email: emailField });

/** `POST /api/newsletter/subscriptions` and `POST /api/talent-community`: an address and the language to write in. */
export const emailSignupInputSchema = storableText(
  emailSignupFormSchema.extend({
    language: z.enum(languageCodes).default("en"),
  }),
);

/** A newsletter or talent-community sign-up. */
export type EmailSignupInput = z.infer<typeof emailSignupInputSchema>;

/** The token of an e-mailed confirmation or unsubscribe link. */
export const newsletterTokenInputSchema = storableText(
  z.object({
    token: z
      .string({ error: schemaMessage("newsletterLinkInvalid") })
      .trim()
      .min(1, schemaMessage("newsletterLinkInvalid"))
      .max(200, schemaMessage("newsletterLinkInvalid")),
  }),
);

/**
 * The answer to a newsletter sign-up. Always `pending` (check your inbox), whether or not the address was already
 * subscribed, so the form cannot be used to find out who reads the newsletter.
 */
export const newsletterSubscribeResultSchema = z.object({ status: z.literal("pending") });

/** The e-mail lists one can sign up for; their e-mails' links lead to the same confirm and unsubscribe pages. */
export const emailListIds = ["newsletter", "talent-community"] as const;

/** An e-mail list: the blog newsletter or the careers talent community. */
export type EmailListId = (typeof emailListIds)[number];

/** The answer of the confirm and unsubscribe links, naming the list (the page words its outcome for it). */
export const newsletterStatusResultSchema = z.object({
  status: z.enum(["confirmed", "unsubscribed"]),
  list: z.enum(emailListIds),
});

/**
 * The answer to a talent-community sign-up: double opt-in like the newsletter, so always `pending` (check your
 * inbox), the same for a new, a pending and a confirmed address.
 */
export const talentCommunityResultSchema = z.object({ status: z.literal("pending") });

/** How long a confirmation link (newsletter or talent community) works. */
export const newsletterConfirmTtlHours = 72;
