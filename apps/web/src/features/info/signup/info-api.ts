import {
  newsletterStatusResultSchema,
  newsletterSubscribeResultSchema,
  talentCommunityResultSchema,
  type LanguageCode,
} from "@foliocraft/schemas";
import { apiFetch } from "../../../lib/api-client";

/** Signs an address up for the blog newsletter; the server e-mails a confirmation link. */
export function subscribeToNewsletter(email: string, language: LanguageCode) {
  return apiFetch("/api/newsletter/subscriptions", {
    method: "POST",
    body: { email, language },
    schema: newsletterSubscribeResultSchema,
  });
}

/** Confirms (`confirm`) or ends (`unsubscribe`) a newsletter subscription with an e-mailed link's token. */
export function answerNewsletterLink(action: "confirm" | "unsubscribe", token: string) {
  return apiFetch(`/api/newsletter/${action}`, {
    method: "POST",
    body: { token },
    schema: newsletterStatusResultSchema,
  });
}

/** Adds an address to the careers talent community. */
export function joinTalentCommunity(email: string, language: LanguageCode) {
  return apiFetch("/api/talent-community", {
    method: "POST",
    body: { email, language },
    schema: talentCommunityResultSchema,
  });
}
