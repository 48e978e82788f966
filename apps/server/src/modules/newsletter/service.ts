import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { apiMessage, newsletterConfirmTtlHours, type EmailListId, type EmailSignupInput } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { MailService } from "../mail/service";
import { listConfirmationMail } from "./mail-texts";
import type { NewsletterRepository, PendingToken } from "./repository";

/** A repeated sign-up of a pending address re-sends the confirmation at most once per this period. */
export const confirmationResendCooldownMs = 10 * 60 * 1000;

const invalidLink = () => new AppError("not-found", apiMessage("newsletterLinkInvalid"));

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * The e-mail lists: the blog newsletter and the careers talent community, both double opt-in (stored as pending,
 * confirmed by the e-mailed link, left by a signed link). Answers never say whether an address was known.
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

  async function sendConfirmation(
    list: EmailListId,
    email: string,
    input: EmailSignupInput,
    id: string,
    token: string,
  ) {
    // Both lists share the link pages; `list` only lets the page title itself before the server has answered.
    const named = list === "newsletter" ? "" : `&list=${list}`;
    await mail.send(
      listConfirmationMail(list, email, input.language, {
        confirm: `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}${named}`,
        unsubscribe: `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(`${id}.${signature(id)}`)}${named}`,
      }),
    );
  }

  /** Signs an address up to `list` (pending until confirmed). The same answer for new, pending and confirmed ones. */
  async function signUp(list: EmailListId, input: EmailSignupInput): Promise<{ status: "pending" }> {
    const email = input.email.toLowerCase();
    const at = now();
    const { token, pending } = newToken(at);
    const existing = await repository.findByEmail(list, email);
    if (!existing) {
      const inserted = await repository.insertPending(list, email, input.language, pending);
      // Undefined: a concurrent sign-up of the same address just did it (and sent the e-mail).
      if (inserted) await sendConfirmation(list, email, input, inserted.id, token);
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
      await sendConfirmation(list, email, input, existing.id, token);
    }
    return { status: "pending" };
  }

  return {
    /** Signs an address up for the blog newsletter (pending until the e-mailed link confirms it). */
    subscribe: (input: EmailSignupInput) => signUp("newsletter", input),

    /** Signs an address up for the careers talent community, double opt-in exactly like the newsletter. */
    joinTalentCommunity: (input: EmailSignupInput) => signUp("talent-community", input),

    /** Confirms the sign-up of an e-mailed link (again when opened twice), naming its list. */
    async confirm(token: string): Promise<{ status: "confirmed"; list: EmailListId }> {
      const row = await repository.confirm(sha256(token), now());
      if (!row) throw invalidLink();
      return { status: "confirmed", list: row.list };
    },

    /** Unsubscribes with the signed link `id.signature` (again when opened twice). */
    async unsubscribe(token: string): Promise<{ status: "unsubscribed"; list: EmailListId }> {
      const [id, given] = token.split(".");
      if (!id || !given) throw invalidLink();
      const expected = Buffer.from(signature(id));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw invalidLink();
      const row = await repository.unsubscribe(id, now());
      if (!row) throw invalidLink();
      return { status: "unsubscribed", list: row.list };
    },
  };
}

/** The newsletter and talent-community logic. */
export type NewsletterService = ReturnType<typeof createNewsletterService>;
