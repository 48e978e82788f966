import { screen, waitFor, within } from "@testing-library/react";
import { themeIds } from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import { fakePortfolio, fakeProfile, renderSignedIn, sent } from "../features/settings/fake-account-api";
import { dashboardPortfolioCount } from "../features/dashboard/recent-portfolios";

// Rendering twenty themes and walking menus takes a few seconds on a busy machine.
describe("/dashboard", { timeout: 15_000 }, () => {
  it("welcomes the user by name and shows the plan with the upgrade call to action", async () => {
    renderSignedIn("/dashboard", { profile: fakeProfile({ displayName: "Ama Mensah" }) });
    expect(await screen.findByText("Welcome back, Ama Mensah")).toBeTruthy();
    const plan = within(screen.getByRole("region", { name: "Your plan" }));
    expect(plan.getByText("Free Plan")).toBeTruthy();
    expect(plan.getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/pricing");
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings");
  });

  it("shows the latest portfolios and links to all of them", async () => {
    const portfolios = Array.from({ length: dashboardPortfolioCount + 2 }, (_, i) =>
      fakePortfolio({ id: `p-${i}`, name: `Site ${i}` }),
    );
    renderSignedIn("/dashboard", { portfolios });
    await screen.findByRole("heading", { name: "Site 0" });
    expect(screen.getAllByRole("article")).toHaveLength(dashboardPortfolioCount);
    expect(screen.getByRole("link", { name: `All portfolios (${portfolios.length})` }).getAttribute("href")).toBe(
      "/portfolios",
    );
  });

  it("browse templates: every theme drawn by the real renderer, Pro ones marked; using one starts a portfolio in it", async () => {
    const { user, server, router } = renderSignedIn("/dashboard");
    const toggle = await screen.findByRole("button", { name: "Show templates" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const gallery = within(screen.getByRole("region", { name: "Browse templates" }));
    const items = gallery.getAllByRole("listitem");
    expect(items).toHaveLength(themeIds.length);
    await waitFor(() =>
      expect(document.querySelectorAll("iframe[title^='Preview of the']")).toHaveLength(themeIds.length),
    );
    const neonFrame = document.querySelector("iframe[title='Preview of the Neon theme']") as HTMLIFrameElement;
    // The page the build rendered for the theme (the home page's showcase shows the same).
    expect(neonFrame.getAttribute("src")).toBe("/showcase/neon.html");
    expect(neonFrame.getAttribute("sandbox")).toBe("");
    // Exactly the three free themes say so; the rest carry the Pro badge.
    expect(gallery.getAllByText("Free")).toHaveLength(3);
    expect(gallery.getAllByText("Pro")).toHaveLength(themeIds.length - 3);

    await user.click(gallery.getByRole("button", { name: "Use this template: Ocean Deep" }));
    await waitFor(() => expect(router.state.location.search).toBe("?id=p-100"));
    expect(sent(server, "POST", "/api/portfolios")).toEqual([{ language: "en" }]);
    const saved = sent(server, "PUT", "/api/portfolios/p-100") as { content: { theme: string } }[];
    expect(saved[0]?.content.theme).toBe("ocean-deep");
  });
});
