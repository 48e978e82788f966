import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { apiMessage, newsletterConfirmTtlHours, type EmailSignupInput } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { MailService } from "../mail/service";
import { newsletterConfirmationMail } from "./mail-texts";
import type { NewsletterRepository, PendingToken } from "./repository";

/** A repeated sign-up of a pending address re-sends the confirmation at most once per this period. */
export const confirmationResendCooldownMs = 10 * 60 * 1000;

const invalidLink = () => new AppError("not-found", apiMessage("newsletterLinkInvalid"));

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * The blog newsletter (double opt-in: stored as pending, confirmed by the e-mailed link, unsubscribed by a signed
 * link) and the careers talent community. Answers never say whether an address was known.
 */
export function createNewsletterService(deps: {
  repository: NewsletterRepository;
  mail: MailService;
  publicUrl: string;
  /** Signs unsubscribe links, so they need no stored token and keep working for every future e-mail. */
  secret: string;
  now?: () => Date;
}) {
  const { repository, mail, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const signature = (id: string) =>
    createHmac("sha256", deps.secret).update(`newsletter-unsubscribe:${id}`).digest("base64url");

  function newToken(at: Date): { token: string; pending: PendingToken } {
    const token = randomBytes(32).toString("base64url");
    return {
      token,
      pending: {
        tokenHash: sha256(token),
        expiresAt: new Date(at.getTime() + newsletterConfirmTtlHours * 3600 * 1000),
        sentAt: at,
      },
    };
  }

  async function sendConfirmation(email: string, input: EmailSignupInput, id: string, token: string) {
    await mail.send(
      newsletterConfirmationMail(email, input.language, {
        confirm: `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`,
        unsubscribe: `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(`${id}.${signature(id)}`)}`,
      }),
    );
  }

  return {
    /** Signs an address up (pending until confirmed). The same answer for new, pending and confirmed addresses. */
    async subscribe(input: EmailSignupInput): Promise<{ status: "pending" }> {
      const email = input.email.toLowerCase();
      const at = now();
      const { token, pending } = newToken(at);
      const existing = await repository.findByEmail(email);
      if (!existing) {
        const inserted = await repository.insertPending(email, input.language, pending);
        // Undefined: a concurrent sign-up of the same address just did it (and sent the e-mail).
        if (inserted) await sendConfirmation(email, input, inserted.id, token);
        return { status: "pending" };
      }
      // Already confirmed: nothing to do, and nothing to tell (no e-mail either, so the form cannot be used to spam).
      if (existing.status === "confirmed") return { status: "pending" };
      const recentlySent =
        existing.status === "pending" &&
        existing.confirmationSentAt !== null &&
        at.getTime() - existing.confirmationSentAt.getTime() < confirmationResendCooldownMs;
      if (recentlySent) return { status: "pending" };
      if (await repository.restartPending(existing, input.language, pending)) {
        await sendConfirmation(email, input, existing.id, token);
      }
      return { status: "pending" };
    },

    /** Confirms the subscription of an e-mailed link (again when opened twice). */
    async confirm(token: string): Promise<{ status: "confirmed" }> {
      const row = await repository.confirm(sha256(token), now());
      if (!row) throw invalidLink();
      return { status: "confirmed" };
    },

    /** Unsubscribes with the signed link `id.signature` (again when opened twice). */
    async unsubscribe(token: string): Promise<{ status: "unsubscribed" }> {
      const [id, given] = token.split(".");
      if (!id || !given) throw invalidLink();
      const expected = Buffer.from(signature(id));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw invalidLink();
      const row = await repository.unsubscribe(id, now());
      if (!row) throw invalidLink();
      return { status: "unsubscribed" };
    },

    /** Adds an address to the talent community (idempotent). */
    async joinTalentCommunity(input: EmailSignupInput): Promise<{ status: "joined" }> {
      await repository.joinTalentCommunity(input.email.toLowerCase(), input.language);
      return { status: "joined" };
    },
  };
}

/** The newsletter and talent-community logic. */
export type NewsletterService = ReturnType<typeof createNewsletterService>;
