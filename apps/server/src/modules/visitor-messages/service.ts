import {
  apiMessage,
  visitorMessageHoneypotField,
  visitorMessageInputSchema,
  type Inbox,
  type InboxMessage,
  type MailStatus,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import { mailLanguage } from "../mail/i18n";
import type { MailService } from "../mail/service";
import { visitorMessageMail } from "../mail/templates";
import type { ProfileRepository } from "../accounts/profile-repository";
import type { VisitorMessageRepository, VisitorMessageRow } from "./repository";

/** The shape of a stored username: anything else cannot exist, so it is a 404 without a query. */
const usernameShape = /^[a-z0-9-]{3,30}$/;

const notFound = () => new AppError("not-found", apiMessage("visitorMessagesNotAccepted"));

function toInboxMessage(row: VisitorMessageRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

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
        const details = parsed.error.issues.map((i) => ({
          field: i.path.join(".") || "(body)",
          message: i.message,
        }));
        const first = details[0];
        // No catalog id: the text is the schema's own English message (a site's script shows it as it came), and
        // `details` carries each field's schema message, which the web translates through its schema table.
        throw new AppError(
          "invalid-argument",
          first ? `${first.message} (${first.field})` : "Invalid message",
          details,
        );
      }
      const input = parsed.data;
      if (input[visitorMessageHoneypotField]) return "dropped";

      await repository.insert({
        userId: target.userId,
        portfolioId: target.portfolioId,
        name: input.name,
        email: input.email,
        message: input.message,
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
            portfolioUrl: `${publicUrl}/p/${target.username}`,
            inboxUrl: `${publicUrl}/dashboard`,
          },
          // The owner reads it in the language they chose for the interface.
          mailLanguage((await deps.profiles?.get(target.userId))?.preferences.language),
        ),
      );
      return "sent";
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
