import { describe, expect, it } from "vitest";
import { schemaMessageText } from "./api-messages";
import { fullPortfolioFixture } from "./portfolio-fixtures";
import { portfolioContentSchema } from "./portfolio";
import { portfolioSaveSchema, usernameSchema } from "./portfolio-api";
import { reservedUsernames } from "./reserved-usernames";

const message = (value: string) => schemaMessageText(usernameSchema.safeParse(value).error?.issues[0]?.message ?? "");

describe("usernameSchema", () => {
  it("accepts 3–30 characters of a–z, 0–9 and '-', lower-cased", () => {
    expect(usernameSchema.parse("  Ama-Mensah99 ")).toBe("ama-mensah99");
    expect(usernameSchema.parse("abc")).toBe("abc");
    expect(usernameSchema.parse("a".repeat(30))).toBe("a".repeat(30));
  });
  it("explains each refusal", () => {
    expect(message("ab")).toBe("Username must be at least 3 characters");
    expect(message("a".repeat(31))).toBe("Username must be at most 30 characters");
    expect(message("ama mensah")).toBe("Username may contain only letters a–z, digits 0–9 and '-'");
    expect(message("amá")).toBe("Username may contain only letters a–z, digits 0–9 and '-'");
    expect(message("ama-")).toBe("Username cannot start or end with '-'");
  });
  it("refuses every reserved word, in any case", () => {
    for (const word of reservedUsernames.filter((w) => w.length >= 3)) {
      expect(message(word.toUpperCase())).toBe("This username is reserved. Please choose another");
    }
  });
  it("reserves role names, every path of the app and brand names, also spelled with hyphens or lookalike digits", () => {
    const reserved = [
      // Roles (issue 18 names the first ones).
      ["administrator", "security", "billing", "support", "abuse", "postmaster", "moderator", "no-reply", "staff"],
      // Every route of the spec's table and the server's own paths.
      ["api", "assets", "admin", "login", "signup", "pricing", "about", "blog", "careers", "contact", "help"],
      ["docs", "status", "api-docs", "onboarding", "generate", "dashboard", "deploy", "auth", "github"],
      ["netlify", "newsletter", "settings", "portfolios", "sitemap", "robots", "favicon", "uploads"],
      // Brands: ours and the companies people would take for an official page.
      ["foliocraft", "google", "paystack", "vercel", "cloudflare", "microsoft", "apple", "facebook", "linkedin"],
      // The same names as a reader sees them: case, hyphens, digits for letters, our name inside another.
      ["Administrator", "ADMIN", "api-docs", "apidocs", "pay-stack", "adm1nistrator", "g00gle", "supp0rt"],
      ["s3curity", "b1lling", "paypa1", "f0liocraft", "foliocraft-team", "the-folio-craft-team", "app1e"],
    ].flat();
    for (const name of reserved) expect(message(name), name).toBe("This username is reserved. Please choose another");
  });
  it("still lets ordinary names through, digits included", () => {
    for (const name of ["ama-mensah", "kofi99", "l00p", "ma1lbox", "googlefan", "security-researcher-ama", "abc"]) {
      expect(usernameSchema.safeParse(name).success, name).toBe(true);
    }
  });
});

describe("portfolio content URLs", () => {
  it("accept our own uploaded assets by content hash, and nothing else that is not http(s)", () => {
    const withAsset = (url: string) => {
      const content = fullPortfolioFixture();
      content.personal.profilePicture = url;
      return portfolioContentSchema.safeParse(content).success;
    };
    expect(withAsset(`/assets/${"a".repeat(64)}.webp`)).toBe(true);
    expect(withAsset(`/assets/${"a".repeat(64)}.pdf`)).toBe(true);
    expect(withAsset("/assets/../secret.webp")).toBe(false);
    expect(withAsset("/etc/passwd")).toBe(false);
    expect(withAsset("javascript:alert(1)")).toBe(false);
    expect(withAsset("data:image/png;base64,AAAA")).toBe(false);
  });
});

describe("portfolioSaveSchema", () => {
  it("needs the version the edit started from", () => {
    expect(portfolioSaveSchema.safeParse({ content: fullPortfolioFixture() }).success).toBe(false);
    expect(portfolioSaveSchema.safeParse({ baseVersion: 0, content: fullPortfolioFixture() }).success).toBe(false);
    expect(portfolioSaveSchema.safeParse({ baseVersion: 3, content: fullPortfolioFixture() }).success).toBe(true);
  });
});
