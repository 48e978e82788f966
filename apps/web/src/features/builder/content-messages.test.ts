import {
  fullPortfolioFixture,
  parseSchemaMessage,
  portfolioContentSchema,
  portfolioLimits,
  schemaMessage,
} from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../../i18n/i18n";
import { translateContentMessage } from "./content-messages";

/** Every message the content schema gives for a thoroughly broken portfolio. */
function schemaMessages(): string[] {
  const content = fullPortfolioFixture() as unknown as Record<string, unknown> &
    ReturnType<typeof fullPortfolioFixture>;
  const long = "x".repeat(6000);
  content.personal = { ...content.personal, fullName: long, about: long, email: "nope", phone: "call me" };
  content.personal.profilePicture = "ftp://example.com/a.png";
  content.projects[0]!.imageUrl = "http://example.com/a.png";
  content.personal.profilePictureFocus = { x: 120, y: -1 };
  content.skills = Array.from({ length: portfolioLimits.skills + 1 }, () => "s");
  content.testimonials = [
    { ...content.testimonials[0]!, rating: 9 },
    { ...content.testimonials[0]!, rating: 2.5 },
  ];
  (content.services as unknown[]) = [{ title: "t", description: "d", icon: "Nope" }];
  (content as Record<string, unknown>).theme = "nope";
  (content as Record<string, unknown>).language = "xx";
  (content.personal as Record<string, unknown>).title = 42;
  // The résumé fields (issue 22): a date that is not a JSON Resume date, too many entries, a bad link.
  content.experience[0] = { ...content.experience[0]!, startDate: "last spring" };
  content.languages = Array.from({ length: portfolioLimits.languages + 1 }, () => ({ language: "x", fluency: "" }));
  content.certificates = [{ name: "c", issuer: "", date: "", url: "nope" }];
  const result = portfolioContentSchema.safeParse(content);
  if (result.success) throw new Error("expected failures");
  return result.error.issues.map((issue) => issue.message);
}

describe("translateContentMessage", () => {
  it("knows every kind of message the content schema produces, by catalog id", async () => {
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThan(8);
    expect(messages.filter((m) => parseSchemaMessage(m) === null)).toEqual([]);
    await changeLanguage("fr");
    const invalid = i18n.t("builder.validation.invalid");
    expect(messages.filter((m) => translateContentMessage(i18n.t, m) === invalid)).toEqual([]);
    await changeLanguage("en");
  }, 30_000);

  it("says why an http:// image is refused, in the interface language", async () => {
    const content = fullPortfolioFixture();
    content.personal.profilePicture = "http://example.com/me.webp";
    const result = portfolioContentSchema.safeParse(content);
    const message = result.success ? "" : (result.error.issues[0]?.message ?? "");
    expect(translateContentMessage(i18n.t, message)).toBe(i18n.t("apiMessages.imageMustBeHttps"));
    await changeLanguage("de");
    expect(translateContentMessage(i18n.t, message)).toContain("https://");
    expect(translateContentMessage(i18n.t, message)).toContain("Bildadresse");
    await changeLanguage("en");
  });

  it("gives short messages in the interface language", async () => {
    expect(translateContentMessage(i18n.t, schemaMessage("fieldTooLong", { field: "Full name", count: 120 }))).toBe(
      "Use at most 120 characters",
    );
    expect(translateContentMessage(i18n.t, schemaMessage("fieldNotLink", { field: "GitHub link" }))).toBe(
      "Enter a link starting with http:// or https://",
    );
    await changeLanguage("fr");
    const tooMany = schemaMessage("listTooLong", { max: 100, items: "skills" });
    expect(translateContentMessage(i18n.t, tooMany)).toBe("Ajoutez-en 100 au maximum");
    expect(translateContentMessage(i18n.t, tooMany)).not.toContain("skills");
    await changeLanguage("en");
    expect(translateContentMessage(i18n.t, "Something the server said")).toBe("Something the server said");
  });

  it("never shows a server's unknown English field message under another language", async () => {
    await changeLanguage("fr");
    expect(translateContentMessage(i18n.t, "Invalid input: expected string, received number")).toBe(
      "Cette valeur n'est pas valide",
    );
    await changeLanguage("en");
  });
});
