import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { JobQueue } from "../../jobs/queue";
import type { MailRepository } from "./repository";

/** Retries of an e-mail after its first attempt (with the queue's exponential backoff: ~30 s, 1, 2, 4, 8 min). */
export const mailRetryLimit = 5;

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
 * Sends e-mail. With SMTP_URL every message is stored, then delivered by the "mail" background job: a request never
 * waits for the SMTP server, a failed delivery is retried with backoff (the row counts attempts and keeps the last
 * error) and one that keeps failing is marked failed for admins. Without SMTP_URL messages stay in the database
 * outbox and are printed to the log, so a self-hoster without a mail server can still read a reset link.
 */
export function createMailService(deps: {
  repository: MailRepository;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}) {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;

  async function deliver(mailId: string, attempt: number): Promise<void> {
    const row = await deps.repository.get(mailId);
    // Already delivered (a retry after a crash between sending and recording) or deleted: nothing to do.
    if (!transport || !row || row.status === "sent") return;
    try {
      await transport.sendMail({
        from: deps.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      });
      await deps.repository.markSent(mailId, attempt);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      deps.log.warn({ mailId, attempt, err }, "sending e-mail failed");
      await deps.repository.recordAttempt(mailId, attempt, message);
      throw err;
    }
  }

  if (transport) {
    deps.jobs.define<{ mailId: string }>("mail", {
      retryLimit: mailRetryLimit,
      concurrency: 2,
      timeoutSeconds: 120,
      handler: (job) => deliver(job.data.mailId, job.attempt),
      onFailed: async ({ mailId }, lastError) => {
        deps.log.error({ mailId }, "e-mail not delivered after every retry");
        const row = await deps.repository.get(mailId);
        await deps.repository.markFailed(mailId, row?.error ?? lastError ?? "Delivery timed out");
      },
    });
  }

  return {
    /** Whether real delivery is configured (shown on /status and in the builder's e-mail configuration). */
    transportKind: (transport ? "smtp" : "outbox") as "smtp" | "outbox",

    /** Stores the e-mail and queues its delivery (with SMTP), or keeps it in the outbox and logs it. */
    async send(mail: OutgoingMail): Promise<void> {
      const id = await deps.repository.record({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        kind: mail.kind,
        replyTo: mail.replyTo ?? null,
        status: "outbox",
      });
      if (!transport) {
        deps.log.info({ mailId: id, to: mail.to, kind: mail.kind }, `e-mail kept in the outbox:\n${mail.text}`);
        return;
      }
      try {
        await deps.jobs.send("mail", { mailId: id });
      } catch (err) {
        // The caller's action (a sign-up, a message) stands; the admin outbox shows the mail that was not sent.
        deps.log.error({ mailId: id, err }, "could not queue an e-mail");
        await deps.repository.markFailed(id, "Could not be queued for delivery");
      }
    },

    /**
     * Checks the SMTP server answers and accepts our login (nodemailer verify(): connect, EHLO, AUTH), for /status.
     * Without SMTP_URL there is nothing to check: mail goes to the outbox.
     */
    async verify(): Promise<"outbox" | "ok" | "failed"> {
      if (!transport) return "outbox";
      try {
        await transport.verify();
        return "ok";
      } catch (err) {
        deps.log.warn({ err }, "status check: SMTP server not reachable");
        return "failed";
      }
    },

    close(): void {
      transport?.close();
    },
  };
}

/** Sends e-mail through SMTP or keeps it in the outbox. */
export type MailService = ReturnType<typeof createMailService>;
