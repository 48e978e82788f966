import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { languageCodes } from "./constants";
import { storableText } from "./text";

/** Limits of the visitor contact form of a portfolio; the renderer's maxlength attributes use the same numbers. */
export const visitorMessageLimits = { name: 100, email: 254, message: 5000 } as const;

/**
 * The name of the contact form's honeypot field: hidden from people (visually and from assistive technology), so
 * only a bot fills it. A name autofill does not recognise, so a person's browser leaves it empty too.
 */
export const visitorMessageHoneypotField = "fc_homepage";

/** Line breaks, tabs and other control characters: a name is one line (and never a way into a mail header). */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** What a visitor sends through a portfolio's contact form. */
export const visitorMessageInputSchema = storableText(
  z.object({
    name: z
      .string({ error: schemaMessage("nameRequired") })
      .transform((value) => value.replace(controlCharacters, " ").replace(/\s+/g, " ").trim())
      .pipe(
        z
          .string()
          .min(1, schemaMessage("nameRequired"))
          .max(visitorMessageLimits.name, schemaMessage("nameTooLong", { count: visitorMessageLimits.name })),
      ),
    email: z
      .string({ error: schemaMessage("emailRequired") })
      .trim()
      .min(1, schemaMessage("emailRequired"))
      .max(visitorMessageLimits.email, schemaMessage("emailTooLong", { count: visitorMessageLimits.email }))
      .pipe(z.email(schemaMessage("emailInvalid"))),
    message: z
      .string({ error: schemaMessage("messageRequired") })
      // Browsers send form line breaks as CRLF; one form keeps the stored text and the length count stable.
      .transform((value) => value.replace(/\r\n?/g, "\n").trim())
      .pipe(
        z
          .string()
          .min(1, schemaMessage("messageRequired"))
          .max(visitorMessageLimits.message, schemaMessage("messageTooLong", { count: visitorMessageLimits.message })),
      ),
    [visitorMessageHoneypotField]: z.string().max(1000).optional(),
    /**
     * The language of the page the form is on (a hidden field the renderer writes). Not the visitor's to get
     * wrong: anything but a supported code is dropped rather than refused, and the page's primary language is kept.
     */
    language: z.enum(languageCodes).optional().catch(undefined),
  }),
);

/** What a visitor sends through a portfolio's contact form. */
export type VisitorMessageInput = z.infer<typeof visitorMessageInputSchema>;

/** One message in the owner's inbox. */
export const inboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  /**
   * The language version of the portfolio the visitor wrote from (issue 21); null for a one-language portfolio and
   * for messages sent before it was kept.
   */
  language: z.enum(languageCodes).nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});

/** One message in the owner's inbox. */
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** `GET /api/inbox`: newest first, with the number of unread messages. */
export const inboxSchema = z.object({ messages: z.array(inboxMessageSchema), unreadCount: z.number().int() });

/** `GET /api/inbox`. */
export type Inbox = z.infer<typeof inboxSchema>;

/**
 * `GET /api/mail/status`: whether this server delivers e-mail (SMTP_URL set) or keeps it in its outbox, shown in the
 * builder's e-mail configuration.
 */
export const mailStatusSchema = z.object({ delivery: z.enum(["smtp", "outbox"]) });

/** `GET /api/mail/status`. */
export type MailStatus = z.infer<typeof mailStatusSchema>;

/**
 * What the visitor sees after a form post without JavaScript, carried back in the page's query (`?sent=1` or
 * `?error=…`) and shown by the renderer.
 */
export const contactStatuses = ["sent", "invalid", "too-many", "unavailable"] as const;

/** What the visitor sees after a form post without JavaScript. */
export type ContactStatus = (typeof contactStatuses)[number];
