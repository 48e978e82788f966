import {
  apiMessage,
  visitorMessageHoneypotField,
  visitorMessageInputSchema,
  isLanguageCode,
  type Inbox,
  type LanguageCode,
  type InboxMessage,
  type MailStatus,
} from "@foliocraft/schemas";
import { AppError, fieldIssue, validationMessage } from "../../errors";
import { answerFields } from "../../lib/answer-fields";
import { mailLanguage } from "../mail/i18n";
import type { MailService } from "../mail/service";
import { visitorMessageMail } from "../mail/templates";
import type { ProfileRepository } from "../accounts/profile-repository";
import type { VisitorMessageRepository, VisitorMessageRow } from "./repository";

/** The shape of a stored username: anything else cannot exist, so it is a 404 without a query. */
const usernameShape = /^[a-z0-9-]{3,30}$/;

const notFound = () => new AppError("not-found", apiMessage("visitorMessagesNotAccepted"));

/**
 * The language version a message came from, for a portfolio in several languages: the declared one when the portfolio
 * publishes it, else the primary; undefined for a one-language portfolio (nothing to tell the owner).
 */
function languageWrittenFrom(languages: LanguageCode[], declared: LanguageCode | undefined): LanguageCode | undefined {
  if (languages.length < 2) return undefined;
  return declared && languages.includes(declared) ? declared : languages[0];
}

const inboxFields = ["id", "name", "email", "message", "createdAt", "readAt"] as const;
const toInboxMessage = (row: VisitorMessageRow): InboxMessage => ({
  ...answerFields(row, inboxFields),
  language: row.language && isLanguageCode(row.language) ? row.language : null,
});

/**
 * Visitor messages: a published portfolio's contact form (stored, then e-mailed to the owner as plain text with the
 * visitor as Reply-To) and the owner's inbox.
 */
export function createVisitorMessageService(deps: {
  repository: VisitorMessageRepository;
  mail: MailService;
  publicUrl: string;
  /** To write the owner's e-mail in their interface language; without it, English. */
  profiles?: ProfileRepository;
  now?: () => Date;
}) {
  const { repository, mail, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Receives a message for `rawUsername`'s published portfolio. `body` is untrusted (a form or JSON). Returns
     * "dropped" when the honeypot was filled: the sender is told it worked, nothing is stored or sent.
     */
    async submit(rawUsername: string, body: unknown): Promise<"sent" | "dropped"> {
      const username = rawUsername.toLowerCase();
      if (!usernameShape.test(username)) throw notFound();
      const target = await repository.findTarget(username);
      if (!target?.contactForm?.enabled) throw notFound();

      const parsed = visitorMessageInputSchema.safeParse(body ?? {});
      if (!parsed.success) {
        // Each field's English message with its catalog id (a site's script shows the English as it came; the
        // web translates by the id).
        const details = parsed.error.issues.map((i) => fieldIssue(i.path.join("."), i.message));
        throw new AppError(
          "invalid-argument",
          details.length > 0 ? validationMessage(details) : "Invalid message",
          details,
        );
      }
      const input = parsed.data;
      if (input[visitorMessageHoneypotField]) return "dropped";
      // Kept only for a portfolio in several languages, and only a language it publishes (else the primary).
      const pageLanguage = languageWrittenFrom(target.languages, input.language);
      const pagePath = pageLanguage && pageLanguage !== target.languages[0] ? `/${pageLanguage}` : "";

      await repository.insert({
        userId: target.userId,
        portfolioId: target.portfolioId,
        name: input.name,
        email: input.email,
        message: input.message,
        language: pageLanguage ?? null,
      });
      // The name is one line without control characters (the schema), so it is safe in the subject; nodemailer
      // encodes headers, and the body is plain text, so nothing the visitor writes becomes HTML or a header.
      await mail.send(
        visitorMessageMail(
          {
            ownerEmail: target.ownerEmail,
            name: input.name,
            email: input.email,
            message: input.message,
            portfolioUrl: `${publicUrl}/p/${target.username}${pagePath}`,
            inboxUrl: `${publicUrl}/dashboard`,
            pageLanguage,
          },
          // The owner reads it in the language they chose for the interface.
          mailLanguage((await deps.profiles?.get(target.userId))?.preferences.language),
        ),
      );
      return "sent";
    },

    /**
     * Where a plain (no-JavaScript) form post goes back to: the language version it came from, so the visitor reads
     * the outcome in their language; `/p/{username}` for the primary language or anything unknown.
     */
    async pagePath(rawUsername: string, body: unknown): Promise<string> {
      const username = rawUsername.toLowerCase();
      const base = `/p/${encodeURIComponent(username)}`;
      const declared = visitorMessageInputSchema.shape.language.parse((body as { language?: unknown })?.language);
      if (!declared || !usernameShape.test(username)) return base;
      const target = await repository.findTarget(username);
      const language = target && languageWrittenFrom(target.languages, declared);
      return target && language && language !== target.languages[0] ? `${base}/${language}` : base;
    },

    async inbox(userId: string): Promise<Inbox> {
      const { messages, unreadCount } = await repository.list(userId);
      return { messages: messages.map(toInboxMessage), unreadCount };
    },

    async markRead(userId: string, id: string): Promise<InboxMessage> {
      const row = await repository.markRead(userId, id, now());
      // Another owner's message is "not found", never "forbidden": ids of other inboxes are not confirmed.
      if (!row) throw new AppError("not-found", apiMessage("inboxMessageNotFound"));
      return toInboxMessage(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(userId, id))) throw new AppError("not-found", apiMessage("inboxMessageNotFound"));
    },

    mailStatus(): MailStatus {
      return { delivery: mail.transportKind };
    },
  };
}

/** Visitor messages and the owner's inbox. */
export type VisitorMessageService = ReturnType<typeof createVisitorMessageService>;
