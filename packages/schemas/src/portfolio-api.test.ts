import { describe, expect, it } from "vitest";
import { fullPortfolioFixture } from "./portfolio-fixtures";
import { portfolioContentSchema } from "./portfolio";
import { portfolioSaveSchema, reservedUsernames, usernameSchema } from "./portfolio-api";

const message = (value: string) => usernameSchema.safeParse(value).error?.issues[0]?.message;

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
