import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { MailRepository } from "./repository";

/** One e-mail to send. `kind` names its purpose (password-reset, verify-email…) for the admin outbox. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  /**
   * Where replies go (a visitor's address for the owner's contact-form mail). Callers pass only a validated address
   * (no CR/LF); nodemailer encodes it as a header value either way.
   */
  replyTo?: string;
}

/**
 * Sends e-mail. With SMTP_URL every message goes to the SMTP server (and is logged as sent or failed); without it,
 * messages stay in the database outbox and are printed to the log, so a self-hoster without a mail server can still
 * read a reset link.
 */
export function createMailService(deps: {
  repository: MailRepository;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}) {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;
  return {
    /** Whether real delivery is configured (shown on /status and in the builder's e-mail configuration). */
    transportKind: (transport ? "smtp" : "outbox") as "smtp" | "outbox",

    async send(mail: OutgoingMail): Promise<void> {
      const id = await deps.repository.record({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        kind: mail.kind,
        status: "outbox",
      });
      if (!transport) {
        deps.log.info({ mailId: id, to: mail.to, kind: mail.kind }, `e-mail kept in the outbox:\n${mail.text}`);
        return;
      }
      try {
        await transport.sendMail({
          from: deps.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        });
        await deps.repository.markSent(id);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        deps.log.error({ mailId: id, err }, "sending e-mail failed");
        await deps.repository.markFailed(id, message);
      }
    },

    close(): void {
      transport?.close();
    },
  };
}

/** Sends e-mail through SMTP or keeps it in the outbox. */
export type MailService = ReturnType<typeof createMailService>;
