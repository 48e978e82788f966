import type { ContactMessageInput, LanguageCode } from "@foliocraft/schemas";
import type { ContactRepository } from "./repository";

/** Receives messages from the public /contact page and keeps them (e-mailing support arrives with the mail module). */
export function createContactService(deps: { repository: ContactRepository }) {
  return {
    async submit(input: ContactMessageInput, language: LanguageCode) {
      return deps.repository.insert({ ...input, language });
    },
  };
}

/** Receives messages from the public /contact page. */
export type ContactService = ReturnType<typeof createContactService>;
