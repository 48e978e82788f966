import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakePortfolio, fakeProfile, renderSignedIn } from "../settings/fake-account-api";

const names = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("/portfolios (my portfolios)", () => {
  const portfolios = [
    fakePortfolio({ id: "a", name: "Zebra site", updatedAt: "2025-06-03T00:00:00Z" }),
    fakePortfolio({ id: "b", name: "alpha", updatedAt: "2025-06-01T00:00:00Z", status: "published" }),
    fakePortfolio({ id: "c", name: "Mango", updatedAt: "2025-06-02T00:00:00Z" }),
  ];

  it("lists every portfolio, newest edit first, and sorts by the chosen order (kept in the address)", async () => {
    const { user, router } = renderSignedIn("/portfolios", { portfolios });
    expect(await screen.findByRole("heading", { level: 1, name: "My portfolios" })).toBeTruthy();
    await screen.findByRole("heading", { level: 2, name: "Zebra site" });
    expect(names()).toEqual(["Zebra site", "Mango", "alpha"]);
    expect(screen.getByText("Portfolios: 3")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Sort by"), "Name (A–Z)");
    expect(names()).toEqual(["alpha", "Mango", "Zebra site"]);
    expect(router.state.location.search).toBe("?sort=name");
    await user.selectOptions(screen.getByLabelText("Sort by"), "Published first");
    expect(names()[0]).toBe("alpha");
  });

  it("searches as you type and says when nothing matches", async () => {
    const { user, router } = renderSignedIn("/portfolios?q=man", { portfolios });
    await screen.findByRole("heading", { level: 2, name: "Mango" });
    expect(names()).toEqual(["Mango"]);
    expect(screen.getByText("Matches: 1 of 3")).toBeTruthy();
    const search = screen.getByLabelText("Search portfolios");
    await user.clear(search);
    await user.type(search, "nothing");
    expect(await screen.findByText("No portfolios match “nothing”.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe("?q=nothing"));
  });

  it("without portfolios invites to create one", async () => {
    renderSignedIn("/portfolios");
    expect(await screen.findByText("You have no portfolios yet. Create one to get started.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create new portfolio" })).toBeTruthy();
  });

  it("tells the owner of a published Pro-theme portfolio without Pro that it shows Minimal until they renew", async () => {
    const neon = fakePortfolio({ id: "n", name: "Neon site", theme: "neon", status: "published" });
    const notice =
      "Your Pro plan is not active, so this portfolio is shown with the free Minimal theme. Renew Pro to bring Neon back: your choice is kept.";
    renderSignedIn("/portfolios", { portfolios: [neon, fakePortfolio({ id: "d", name: "Draft", theme: "neon" })] });
    await screen.findByRole("heading", { level: 2, name: "Neon site" });
    await waitFor(() => expect(screen.getAllByText(notice)).toHaveLength(1));
  });

  it("shows no such notice on the dashboard while the plan is Pro", async () => {
    const neon = fakePortfolio({ id: "n", name: "Neon site", theme: "neon", status: "published" });
    const profile = fakeProfile({
      plan: "pro",
      isPremium: true,
      subscription: {
        status: "pro-active",
        daysRemaining: 20,
        subscriptionType: "monthly",
        subscriptionEnd: "2099-01-01T00:00:00.000Z",
      },
    });
    // The dashboard's plan card shows once the profile (the plan) has loaded: then the cards know it too.
    renderSignedIn("/dashboard", { portfolios: [neon], profile });
    await screen.findByText("Days remaining: 20", {}, { timeout: 10_000 });
    await screen.findByRole("heading", { level: 3, name: "Neon site" });
    expect(screen.queryByText(/Your Pro plan is not active/)).toBeNull();
  }, 20_000);
});
