import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat, relativeTimeFormat } from "./intl-format";

describe("intl-format", () => {
  it("makes one formatter per locale and options, and keeps it", () => {
    const a = dateTimeFormat("fr", { dateStyle: "medium" });
    expect(dateTimeFormat("fr", { dateStyle: "medium" })).toBe(a);
    expect(dateTimeFormat("de", { dateStyle: "medium" })).not.toBe(a);
    expect(dateTimeFormat("fr", { dateStyle: "long" })).not.toBe(a);
    expect(numberFormat("ar")).toBe(numberFormat("ar"));
    expect(relativeTimeFormat("ja", { numeric: "auto" })).toBe(relativeTimeFormat("ja", { numeric: "auto" }));
  });

  it("formats as Intl does for the locale", () => {
    expect(numberFormat("de").format(1234.5)).toBe(new Intl.NumberFormat("de").format(1234.5));
    expect(numberFormat("ar").format(5)).toBe(new Intl.NumberFormat("ar").format(5));
    expect(relativeTimeFormat("en", { numeric: "auto" }).format(-1, "day")).toBe("yesterday");
    const date = new Date(Date.UTC(2026, 0, 2));
    expect(dateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(date)).toBe("January 2, 2026");
  });

  it("keeps the kinds apart for the same locale and options", () => {
    expect(numberFormat("en")).toBeInstanceOf(Intl.NumberFormat);
    expect(dateTimeFormat("en")).toBeInstanceOf(Intl.DateTimeFormat);
    expect(relativeTimeFormat("en")).toBeInstanceOf(Intl.RelativeTimeFormat);
  });
});
