import { render, screen } from "@testing-library/react";
import { aiDailyQuota, languageCodes, type Profile } from "@foliocraft/schemas";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n";
import { SubscriptionCard } from "./subscription-card";

const card = (subscription: Profile["subscription"], isAdmin = false) =>
  render(
    <MemoryRouter>
      <SubscriptionCard profile={{ isAdmin, subscription }} />
    </MemoryRouter>,
  );

const badge = (text: string) => screen.getByText(text).closest("[data-variant]")?.getAttribute("data-variant");

describe("SubscriptionCard (spec §4 table)", () => {
  it("free: Free Plan, secondary badge, and the upgrade call to action", () => {
    card({ status: "free", daysRemaining: 0, subscriptionType: null, subscriptionEnd: null });
    expect(badge("Free Plan")).toBe("secondary");
    expect(screen.getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/pricing");
  });

  it("free: says the AI writer is in the free plan with a daily allowance, and Pro gives more (issue 20)", async () => {
    const free = { status: "free", daysRemaining: 0, subscriptionType: null, subscriptionEnd: null } as const;
    const { unmount } = card(free);
    expect(
      screen.getByText(
        "The free plan includes 3 free templates, basic customization, export and 5 AI writes a day. Pro unlocks every template, 200 AI writes a day and one-click deploys.",
      ),
    ).toBeTruthy();
    unmount();
    for (const language of languageCodes) {
      await changeLanguage(language);
      const { container, unmount: done } = card(free);
      const note = container.querySelector("section p")?.textContent ?? "";
      expect(note, language).toContain(String(aiDailyQuota.free));
      expect(note, language).toContain(String(aiDailyQuota.pro));
      done();
    }
  });

  it("7 days or fewer: Pro Plan (Expires in N days), destructive, with the end date", () => {
    card({
      status: "pro-expiring",
      daysRemaining: 3,
      subscriptionType: "monthly",
      subscriptionEnd: "2025-07-12T10:00:00.000Z",
    });
    expect(badge("Pro Plan (Expires in 3 days)")).toBe("destructive");
    expect(screen.getByText("Days remaining: 3")).toBeTruthy();
    expect(screen.getByText("Ends on July 12, 2025")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Upgrade to Pro" })).toBeNull();
  });

  it("active: Pro Plan (Active), default badge", () => {
    card({
      status: "pro-active",
      daysRemaining: 200,
      subscriptionType: "yearly",
      subscriptionEnd: "2026-01-01T00:00:00.000Z",
    });
    expect(badge("Pro Plan (Active)")).toBe("default");
    expect(screen.getByText("Days remaining: 200")).toBeTruthy();
  });

  it("expired: Pro Plan (Expired), secondary badge, and Renew", () => {
    card({
      status: "pro-expired",
      daysRemaining: 0,
      subscriptionType: "monthly",
      subscriptionEnd: "2025-01-01T00:00:00.000Z",
    });
    expect(badge("Pro Plan (Expired)")).toBe("secondary");
    expect(screen.getByText("Ended on January 1, 2025")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Renew Pro" }).getAttribute("href")).toBe("/pricing");
  });

  it("admins: always active, no countdown", () => {
    card({ status: "pro-active", daysRemaining: null, subscriptionType: "admin", subscriptionEnd: null }, true);
    expect(badge("Pro Plan (Active)")).toBe("default");
    expect(screen.getByText("Administrator account: Pro features are always on.")).toBeTruthy();
  });

  it("speaks the interface language", async () => {
    await changeLanguage("fr");
    card({ status: "pro-expiring", daysRemaining: 5, subscriptionType: "monthly", subscriptionEnd: null });
    expect(badge("Forfait Pro (expire dans 5 jours)")).toBe("destructive");
  });
});
