import { describe, expect, it } from "vitest";
import { usageOf } from "./api-keys-api";

describe("usageOf", () => {
  it("counts one key's requests today and over the listed days, and nothing of other keys", () => {
    const usage = {
      hourlyLimit: 100,
      usage: [
        { keyId: "a", day: "2026-11-28", count: 7 },
        { keyId: "b", day: "2026-11-28", count: 50 },
        { keyId: "a", day: "2026-11-27", count: 3 },
      ],
    };
    expect(usageOf(usage, "a", "2026-11-28")).toMatchObject({ today: 7, total: 10 });
    expect(usageOf(usage, "a", "2026-11-29")).toMatchObject({ today: 0, total: 10 });
    expect(usageOf(usage, "c", "2026-11-28")).toMatchObject({ today: 0, total: 0, days: [] });
  });
});
