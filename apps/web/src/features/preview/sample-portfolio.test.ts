import { themeIds } from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import { buildPreviewDocument } from "./preview-document";
import { samplePortfolio } from "./sample-portfolio";

describe("samplePortfolio", () => {
  it("draws every theme with the sample's text and no picture, so a thumbnail asks no other site for anything", () => {
    for (const theme of themeIds) {
      const html = buildPreviewDocument(samplePortfolio(), {
        theme,
        year: 2026,
        showPoweredBy: false,
        poweredByUrl: "/",
      });
      expect(html, theme).toContain("Ama Mensah");
      expect(html, theme).not.toMatch(/<img\b/);
      // Links may name other sites (they are inert in a thumbnail); nothing is loaded from one.
      expect(html, theme).not.toMatch(/\bsrc(set)?="https?:/);
    }
  });
});
