import type { ContactMessageInput, LanguageCode } from "@foliocraft/schemas";
import type { MailService } from "../mail/service";
import { supportContactMail } from "../mail/templates";
import type { ContactRepository } from "./repository";

/**
 * Receives messages from the public /contact page: stored first (so nothing is lost if mail fails), then e-mailed
 * to the support address with the visitor as Reply-To. Without a support address they stay stored only (admins read
 * them in the database); mail failures are recorded by the mail service, never shown to the visitor.
 */
export function createContactService(deps: {
  repository: ContactRepository;
  mail?: MailService;
  supportEmail?: string | undefined;
}) {
  return {
    async submit(input: ContactMessageInput, language: LanguageCode) {
      const saved = await deps.repository.insert({ ...input, language });
      if (deps.mail && deps.supportEmail) {
        await deps.mail.send(supportContactMail({ ...input, language, supportEmail: deps.supportEmail, id: saved.id }));
      }
      return saved;
    },
  };
}

/** Receives messages from the public /contact page. */
export type ContactService = ReturnType<typeof createContactService>;
