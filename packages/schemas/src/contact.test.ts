import { describe, expect, it } from "vitest";
import { schemaMessageText } from "./api-messages";
import { contactMessageInputSchema, contactSubjects } from "./contact";

const firstMessage = (r: { error?: { issues: { message: string }[] } }) =>
  schemaMessageText(r.error?.issues[0]?.message ?? "");

const valid = { name: "Ama Mensah", email: "ama@example.com", subject: "Other", message: "Hello there" };

describe("contact message schema", () => {
  it("has the seven subjects of spec §9", () => {
    expect(contactSubjects).toEqual([
      "General Inquiry",
      "Technical Support",
      "Billing & Payments",
      "Feature Request",
      "Bug Report",
      "Partnership",
      "Other",
    ]);
  });

  it("accepts a complete message and trims it", () => {
    const r = contactMessageInputSchema.parse({ ...valid, name: "  Ama  " });
    expect(r.name).toBe("Ama");
  });

  it.each(["name", "email", "message"] as const)("requires %s", (field) => {
    const r = contactMessageInputSchema.safeParse({ ...valid, [field]: "   " });
    expect(r.success).toBe(false);
    expect(firstMessage(r)).toMatch(/is required/);
  });

  it("requires a subject from the list", () => {
    const r = contactMessageInputSchema.safeParse({ ...valid, subject: "Spam" });
    expect(firstMessage(r)).toBe("Choose a subject from the list");
  });

  it("rejects a malformed e-mail", () => {
    const r = contactMessageInputSchema.safeParse({ ...valid, email: "not-an-email" });
    expect(firstMessage(r)).toBe("Enter a valid email address");
  });

  it("bounds the message length", () => {
    const r = contactMessageInputSchema.safeParse({ ...valid, message: "x".repeat(5001) });
    expect(firstMessage(r)).toBe("Message must be at most 5000 characters");
  });
});
