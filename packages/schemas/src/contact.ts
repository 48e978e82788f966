import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { storableText } from "./text";

/** The contact page's subjects (spec §9), in display order. */
export const contactSubjects = [
  "General Inquiry",
  "Technical Support",
  "Billing & Payments",
  "Feature Request",
  "Bug Report",
  "Partnership",
  "Other",
] as const;

/** Support hours and reply time shown on /contact (spec §9). */
export const supportInfo = { hours: "9 AM to 5 PM GMT", replyWithinHours: 24 } as const;

const required = (missing: string, tooLong: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** A message sent through /contact: every field is required (spec §5). */
export const contactMessageInputSchema = storableText(
  z.object({
    name: required(schemaMessage("nameRequired"), schemaMessage("nameTooLong", { count: 100 }), 100),
    email: z
      .string({ error: schemaMessage("emailRequired") })
      .trim()
      .min(1, schemaMessage("emailRequired"))
      .max(254, schemaMessage("emailTooLong", { count: 254 }))
      .pipe(z.email(schemaMessage("emailInvalid"))),
    subject: z.enum(contactSubjects, { error: schemaMessage("subjectRequired") }),
    message: required(schemaMessage("messageRequired"), schemaMessage("messageTooLong", { count: 5000 }), 5000),
  }),
);

/** A message sent through /contact. */
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;
