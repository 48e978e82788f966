import { describe, expect, it } from "vitest";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { sameContent, toFormValues } from "./form-values";

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
