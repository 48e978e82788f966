import { z } from "zod";
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

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A message sent through /contact: every field is required (spec §5). */
export const contactMessageInputSchema = storableText(
  z.object({
    name: required("Name", 100),
    email: z
      .string({ error: "Email is required" })
      .trim()
      .min(1, "Email is required")
      .max(254, "Email must be at most 254 characters")
      .pipe(z.email("Enter a valid email address")),
    subject: z.enum(contactSubjects, { error: "Choose a subject from the list" }),
    message: required("Message", 5000),
  }),
);

/** A message sent through /contact. */
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;
