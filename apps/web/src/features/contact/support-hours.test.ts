import { describe, expect, it } from "vitest";
import { supportHoursIn } from "./support-hours";

describe("supportHoursIn", () => {
  it("writes 9 AM to 5 PM GMT as spec §9 does, and in the visitor's time zone and language", () => {
    expect(supportHoursIn("en", "UTC")).toMatchObject({ start: "9 AM", end: "5 PM" });
    expect(supportHoursIn("en", "Asia/Kolkata")).toMatchObject({ start: "2:30 PM", end: "10:30 PM" });
    expect(supportHoursIn("de", "America/New_York")).toMatchObject({ start: "04 Uhr", end: "12 Uhr" });
    expect(supportHoursIn("ja", "Asia/Tokyo")).toMatchObject({ start: "18時", end: "2時" });
  });
});
