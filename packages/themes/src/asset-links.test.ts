import { describe, expect, it } from "vitest";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { absoluteUrl, contentHref, isAssetPath, referencedAssets } from "./asset-links";

const sha = "0123456789abcdef".repeat(4);
const image = `/assets/${sha}.webp`;
const pdf = `/assets/${"f".repeat(64)}.pdf`;

describe("uploads in URL fields", () => {
  it("recognises only this server's content-addressed uploads", () => {
    expect(isAssetPath(image)).toBe(true);
    expect(isAssetPath(pdf)).toBe(true);
    for (const v of ["/assets/x.webp", `/assets/${sha}.png`, `/assets/${sha}.webp/../x`, `//host${image}`, ""]) {
      expect(isAssetPath(v)).toBe(false);
    }
  });

  it("links an upload from the asset base and everything else through safeHref", () => {
    expect(contentHref(image, "/assets/")).toBe(image);
    expect(contentHref(image, "assets/")).toBe(`assets/${sha}.webp`);
    expect(contentHref("https://example.com/a?b=1&c=2", "assets/")).toBe("https://example.com/a?b=1&amp;c=2");
    expect(contentHref("javascript:alert(1)", "assets/")).toBeUndefined();
    expect(contentHref("/etc/passwd", "assets/")).toBeUndefined();
  });

  it("resolves an upload against the canonical URL for metadata, or drops it", () => {
    expect(absoluteUrl(image, "https://folio.example/p/ama")).toBe(`https://folio.example${image}`);
    expect(absoluteUrl(image, undefined)).toBeUndefined();
    expect(absoluteUrl("https://example.com/a.webp", undefined)).toBe("https://example.com/a.webp");
    expect(absoluteUrl("mailto:a@example.com", undefined)).toBeUndefined();
  });

  it("lists each upload the content uses once, skipping a disabled resume", () => {
    const c = fullPortfolioFixture();
    c.personal.profilePicture = image;
    c.projects[0]!.imageUrl = image;
    c.projects[1]!.imageUrl = `/assets/${"b".repeat(64)}.webp`;
    c.resume = { enabled: true, url: pdf };
    expect(referencedAssets(c)).toEqual([image, `/assets/${"b".repeat(64)}.webp`, pdf]);
    c.resume.enabled = false;
    expect(referencedAssets(c)).not.toContain(pdf);
    expect(referencedAssets(fullPortfolioFixture())).toEqual([]);
  });
});
