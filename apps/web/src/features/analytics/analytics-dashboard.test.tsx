import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PortfolioAnalytics } from "@foliocraft/schemas";
import { json } from "../../test/fake-api";
import { fakePortfolio, renderSignedIn, sent } from "../settings/fake-account-api";

const basic: PortfolioAnalytics = {
  portfolioId: "p1",
  days: 30,
  totals: { allTimeViews: 1234, recentViews: 56, allTimeResumeDownloads: 7 },
  upgradeRequired: true,
  detail: null,
};

const pro: PortfolioAnalytics = {
  ...basic,
  days: 7,
  upgradeRequired: false,
  detail: {
    series: ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07"].map(
      (date, i) => ({ date, views: i === 3 ? 9 : 1, uniques: 1, resumeDownloads: i === 6 ? 2 : 0 }),
    ),
    referrers: [
      { domain: "linkedin.com", views: 5 },
      { domain: "github.com", views: 2 },
    ],
    devices: [
      { device: "mobile", views: 4 },
      { device: "tablet", views: 1 },
      { device: "desktop", views: 10 },
    ],
    languages: [{ language: "en", views: 15 }],
    recentUniques: 7,
    recentResumeDownloads: 2,
  },
};

describe("/portfolios/{id}/analytics", { timeout: 15_000 }, () => {
  it("shows a Free owner the basic numbers and offers the upgrade dialog", async () => {
    const { user } = renderSignedIn("/portfolios/p1/analytics", {
      portfolios: [fakePortfolio({ id: "p1", name: "Ama's site" })],
      overrides: { "GET /api/portfolios/p1/analytics": () => json(basic) },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Analytics: Ama's site" })).toBeTruthy();
    const stats = await screen.findByText("Total views");
    expect(stats.nextElementSibling?.textContent).toBe("1,234");
    expect(screen.getByText("Views, last 30 days").nextElementSibling?.textContent).toBe("56");
    expect(screen.getByText("Resume downloads").nextElementSibling?.textContent).toBe("7");
    expect(screen.queryByLabelText("Period")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("shows a Pro owner each chart as text and as a table, and asks for another window", async () => {
    const { user, server } = renderSignedIn("/portfolios/p1/analytics", {
      portfolios: [fakePortfolio({ id: "p1", name: "Pro site" })],
      overrides: { "GET /api/portfolios/p1/analytics": () => json(pro) },
    });
    expect(
      await screen.findByText("15 views and 7 unique visitors in the last 7 days. Busiest day: Mar 4, 2026 (9 views)."),
    ).toBeTruthy();
    expect(screen.getByText("Most visitors who followed a link came from linkedin.com (5 views).")).toBeTruthy();
    expect(screen.getByText("Views by device: phones 4, tablets 1, computers 10.")).toBeTruthy();
    expect(screen.getByText("Resume downloads in the last 7 days: 2.")).toBeTruthy();
    // One language version: nothing to compare, so no languages chart.
    expect(screen.queryByRole("region", { name: "Languages" })).toBeNull();

    const referrers = screen.getByRole("region", { name: "Top referring websites" });
    const rows = within(referrers)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toEqual(["WebsiteViews", "linkedin.com5", "github.com2"]);

    await user.selectOptions(screen.getByLabelText("Period"), "Last 90 days");
    expect(sent(server, "GET", "/api/portfolios/p1/analytics").length).toBeGreaterThanOrEqual(2);
  });

  it("compares the language versions of a portfolio in several languages, each named in itself", async () => {
    const several: PortfolioAnalytics = {
      ...pro,
      detail: {
        ...pro.detail!,
        languages: [
          { language: "en", views: 11 },
          { language: "ar", views: 3 },
          { language: "fr", views: 1 },
        ],
      },
    };
    renderSignedIn("/portfolios/p1/analytics", {
      portfolios: [fakePortfolio({ id: "p1", name: "Three languages" })],
      overrides: { "GET /api/portfolios/p1/analytics": () => json(several) },
    });
    const region = await screen.findByRole("region", { name: "Languages" }, { timeout: 10_000 });
    expect(screen.getByText("Views by language version: English 11, العربية 3, Français 1.")).toBeTruthy();
    const rows = within(region)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toEqual(["LanguageViews", "English11", "العربية3", "Français1"]);
  });

  it("says so when the portfolio is not the owner's", async () => {
    renderSignedIn("/portfolios/nope/analytics", {
      overrides: {
        "GET /api/portfolios/nope/analytics": () =>
          json({ error: { code: "not-found", message: "Portfolio not found" } }, 404),
      },
    });
    expect(await screen.findByText("This portfolio was not found.")).toBeTruthy();
  });
});

describe("views on the portfolio cards", { timeout: 15_000 }, () => {
  it("shows each portfolio's views with a link to its analytics", async () => {
    renderSignedIn("/portfolios", {
      portfolios: [fakePortfolio({ id: "a", name: "Seen" }), fakePortfolio({ id: "b", name: "Unseen" })],
      overrides: { "GET /api/analytics/views": () => json({ views: { a: 4200 } }) },
    });
    const seen = within(await screen.findByRole("article", { name: "Seen" }));
    expect(await seen.findByText("4,200")).toBeTruthy();
    expect(seen.getByRole("link", { name: "Analytics of Seen" }).getAttribute("href")).toBe("/portfolios/a/analytics");
    expect(within(screen.getByRole("article", { name: "Unseen" })).getByTestId("portfolio-views").textContent).toBe(
      "0",
    );
  });
});
