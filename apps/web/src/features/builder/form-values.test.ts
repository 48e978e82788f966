import { describe, expect, it } from "vitest";
import { fullPortfolioFixture, portfolioContentSchema, type PortfolioContent } from "@foliocraft/schemas";
import { contentFingerprint, sameContent, toFormValues } from "./form-values";

describe("sameContent", () => {
  it("treats a missing analytics flag as off, wherever the key sits in the stored copy", () => {
    const { analyticsBeacon: _dropped, ...withoutFlag } = fullPortfolioFixture();
    // The server's copy has the flag where the schema puts it (before `language`), not at the end.
    const { language, ...head } = withoutFlag;
    const fromServer = { ...head, analyticsBeacon: false, language };
    expect(sameContent(withoutFlag, fromServer)).toBe(true);
    expect(sameContent(withoutFlag, { ...fromServer, analyticsBeacon: true })).toBe(false);
    expect(toFormValues(withoutFlag).analyticsBeacon).toBe(false);
  });
});

describe("sameContent and contentFingerprint", () => {
  it("holds the server's stored copy and the form's copy of one content the same (key order, schema defaults)", () => {
    const stored = portfolioContentSchema.parse(fullPortfolioFixture());
    // The form adds a section's fields in the order they are drawn, and leaves out lists never shown.
    const { personal, ...rest } = structuredClone(stored);
    const reordered = { ...rest, personal: Object.fromEntries(Object.entries(personal).reverse()) } as PortfolioContent;
    expect(sameContent(reordered, stored)).toBe(true);
    expect(contentFingerprint(reordered, "Mine")).toBe(contentFingerprint(stored, "Mine"));
    const edited = structuredClone(stored);
    edited.personal.bio = "Changed";
    expect(sameContent(edited, stored)).toBe(false);
    expect(contentFingerprint(edited, "Mine")).not.toBe(contentFingerprint(stored, "Mine"));
    expect(contentFingerprint(stored, "Other")).not.toBe(contentFingerprint(stored, "Mine"));
  });
});
