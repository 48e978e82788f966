import { describe, expect, it } from "vitest";
import {
  daysUntil,
  expiryWarningDays,
  subscriptionBadgeVariant,
  subscriptionState,
  subscriptionStatusText,
  subscriptionStatuses,
  subscriptionSummarySchema,
} from "./subscription";

const now = new Date("2025-06-01T12:00:00.000Z");
const hours = (h: number) => new Date(now.getTime() + h * 60 * 60 * 1000);
const days = (d: number) => hours(d * 24);

describe("daysUntil (spec §4: rounded up, never negative)", () => {
  it.each([
    [days(30), 30],
    [days(7), 7],
    [hours(1), 1],
    [hours(24), 1],
    [hours(25), 2],
    [new Date(now.getTime() + 1), 1],
    [now, 0],
    [hours(-1), 0],
    [days(-400), 0],
  ])("%s → %i", (end, expected) => {
    expect(daysUntil(end, now)).toBe(expected);
  });

  it("accepts ISO strings and treats an unreadable date as no time left", () => {
    expect(daysUntil(days(3).toISOString(), now)).toBe(3);
    expect(daysUntil("not a date", now)).toBe(0);
  });
});

describe("subscriptionState", () => {
  it("a missing profile is the free plan (spec §3)", () => {
    expect(subscriptionState(null, now)).toEqual({ status: "free", isActive: false, daysRemaining: 0 });
    expect(subscriptionState(undefined, now)).toEqual({ status: "free", isActive: false, daysRemaining: 0 });
  });

  it("free and a null plan: Free Plan, 0 days even with an end date left over", () => {
    for (const plan of ["free", null, undefined] as const) {
      expect(subscriptionState({ plan, isAdmin: false, subscriptionEnd: days(20) }, now)).toEqual({
        status: "free",
        isActive: false,
        daysRemaining: 0,
      });
    }
  });

  it("pro with more than 7 days left is active", () => {
    expect(subscriptionState({ plan: "pro", isAdmin: false, subscriptionEnd: days(30) }, now)).toEqual({
      status: "pro-active",
      isActive: true,
      daysRemaining: 30,
    });
    expect(subscriptionState({ plan: "pro", isAdmin: false, subscriptionEnd: hours(7 * 24 + 1) }, now).status).toBe(
      "pro-active",
    );
  });

  it("pro with 7 days or fewer left is expiring (still active)", () => {
    for (const end of [days(expiryWarningDays), days(3), hours(1), new Date(now.getTime() + 1)]) {
      const state = subscriptionState({ plan: "pro", isAdmin: false, subscriptionEnd: end }, now);
      expect(state.status).toBe("pro-expiring");
      expect(state.isActive).toBe(true);
      expect(state.daysRemaining).toBe(daysUntil(end, now));
    }
  });

  it("pro whose end date is now or past is expired with 0 days", () => {
    for (const end of [now, hours(-1), days(-90), days(-1).toISOString()]) {
      expect(subscriptionState({ plan: "pro", isAdmin: false, subscriptionEnd: end }, now)).toEqual({
        status: "pro-expired",
        isActive: false,
        daysRemaining: 0,
      });
    }
  });

  it("pro without an end date is active with nothing to count down", () => {
    expect(subscriptionState({ plan: "pro", isAdmin: false, subscriptionEnd: null }, now)).toEqual({
      status: "pro-active",
      isActive: true,
      daysRemaining: null,
    });
  });

  it("admins are always active, whatever the plan and end date say", () => {
    for (const input of [
      { plan: "pro" as const, subscriptionEnd: null },
      { plan: "pro" as const, subscriptionEnd: days(-10) },
      { plan: "pro" as const, subscriptionEnd: days(2) },
      { plan: "free" as const, subscriptionEnd: null },
    ]) {
      expect(subscriptionState({ ...input, isAdmin: true }, now)).toEqual({
        status: "pro-active",
        isActive: true,
        daysRemaining: null,
      });
    }
  });

  it("reads the clock only through `now`", () => {
    const input = { plan: "pro" as const, isAdmin: false, subscriptionEnd: days(10) };
    expect(subscriptionState(input, now).status).toBe("pro-active");
    expect(subscriptionState(input, days(4)).status).toBe("pro-expiring");
    expect(subscriptionState(input, days(10)).status).toBe("pro-expired");
  });
});

describe("status text and badge (spec §4 table)", () => {
  it("has the spec's texts", () => {
    expect(subscriptionStatusText({ status: "free", daysRemaining: 0 })).toBe("Free Plan");
    expect(subscriptionStatusText({ status: "pro-expiring", daysRemaining: 5 })).toBe("Pro Plan (Expires in 5 days)");
    expect(subscriptionStatusText({ status: "pro-active", daysRemaining: 30 })).toBe("Pro Plan (Active)");
    expect(subscriptionStatusText({ status: "pro-expired", daysRemaining: 0 })).toBe("Pro Plan (Expired)");
  });

  it("has the spec's badges", () => {
    expect(subscriptionBadgeVariant).toEqual({
      free: "secondary",
      "pro-expiring": "destructive",
      "pro-active": "default",
      "pro-expired": "secondary",
    });
    expect(Object.keys(subscriptionBadgeVariant).sort()).toEqual([...subscriptionStatuses].sort());
  });

  it("end to end: an end date 3 days away reads 'Pro Plan (Expires in 3 days)' with a destructive badge", () => {
    const state = subscriptionState({ plan: "pro", isAdmin: false, subscriptionEnd: days(2.5) }, now);
    expect(subscriptionStatusText(state)).toBe("Pro Plan (Expires in 3 days)");
    expect(subscriptionBadgeVariant[state.status]).toBe("destructive");
  });
});

describe("subscriptionSummarySchema", () => {
  it("accepts the API shape and refuses negative days", () => {
    const ok = {
      status: "pro-active",
      daysRemaining: 12,
      subscriptionType: "monthly",
      subscriptionEnd: days(12).toISOString(),
    };
    expect(subscriptionSummarySchema.parse(ok)).toEqual(ok);
    expect(subscriptionSummarySchema.safeParse({ ...ok, daysRemaining: -1 }).success).toBe(false);
    expect(subscriptionSummarySchema.safeParse({ ...ok, status: "trial" }).success).toBe(false);
  });
});
