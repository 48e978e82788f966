import type { ContactMessageInput, LanguageCode } from "@foliocraft/schemas";
import { z } from "zod";
import { apiFetch } from "../../lib/api-client";

const savedSchema = z.object({ id: z.string(), createdAt: z.string() });

/** POST /api/contact-messages: stored on the server and e-mailed to the support address. */
export const sendContactMessage = (input: ContactMessageInput & { language: LanguageCode }) =>
  apiFetch("/api/contact-messages", { method: "POST", body: input, schema: savedSchema });
