import { describe, expect, it } from "vitest";
import { currentPlanOf } from "./current-plan";

const summary = (status: "free" | "pro-expiring" | "pro-active" | "pro-expired", subscriptionType: string | null) => ({
  status,
  subscriptionType,
  daysRemaining: null,
  subscriptionEnd: null,
});

describe("currentPlanOf", () => {
  it("names the card of the person's plan", () => {
    expect(currentPlanOf(summary("free", null))).toBe("free");
    expect(currentPlanOf(summary("pro-active", "monthly"))).toBe("monthly");
    expect(currentPlanOf(summary("pro-expiring", "yearly"))).toBe("yearly");
    // A lapsed subscription is the free plan again.
    expect(currentPlanOf(summary("pro-expired", "yearly"))).toBe("free");
  });

  it("marks nothing while unknown, or for an admin's access", () => {
    expect(currentPlanOf(undefined)).toBeNull();
    expect(currentPlanOf(summary("pro-active", "admin"))).toBeNull();
  });
});
