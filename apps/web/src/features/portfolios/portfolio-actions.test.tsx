import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakePortfolio, fakeProfile, renderSignedIn, sent } from "../settings/fake-account-api";

const card = async (name: string) => {
  const heading = await screen.findByRole("heading", { name });
  return within(heading.closest("article") as HTMLElement);
};

// Menus, dialogs and several renders per case: a few seconds on a busy machine.
describe("portfolio actions (dashboard and /portfolios)", { timeout: 15_000 }, () => {
  it("shows name, theme, status and last edit, with Edit and (when published) View live", async () => {
    renderSignedIn("/dashboard", {
      profile: fakeProfile({ username: "ada" }),
      portfolios: [
        fakePortfolio({ id: "p-1", name: "Draft one", theme: "neon" }),
        fakePortfolio({ id: "p-2", name: "Live one", status: "published", hasUnpublishedChanges: true }),
      ],
    });
    const draft = await card("Draft one");
    expect(draft.getByText("Draft")).toBeTruthy();
    expect(draft.getByText("Neon")).toBeTruthy();
    expect(draft.getByText("Pro")).toBeTruthy();
    expect(draft.getByText("3 hours ago")).toBeTruthy();
    expect(draft.getByRole("link", { name: "Edit Draft one" }).getAttribute("href")).toBe("/generate?id=p-1");
    expect(draft.queryByRole("link", { name: /View live/ })).toBeNull();

    const live = await card("Live one");
    expect(live.getByText("Published")).toBeTruthy();
    expect(live.getByText("Changed since it was published.")).toBeTruthy();
    expect(live.getByRole("link", { name: "View live: Live one" }).getAttribute("href")).toBe("/p/ada");
  });

  it("the menu exports, deploys, duplicates; Pro themes on the free plan offer the upgrade instead of export", async () => {
    const { user, server } = renderSignedIn("/dashboard", {
      portfolios: [
        fakePortfolio({ id: "p-1", name: "Free theme" }),
        fakePortfolio({ id: "p-2", name: "Pro theme", theme: "neon" }),
      ],
    });
    await user.click((await card("Free theme")).getByRole("button", { name: "More actions for Free theme" }));
    expect(screen.getByRole("menuitem", { name: "Export ZIP" }).getAttribute("href")).toBe(
      "/api/portfolios/p-1/export.zip",
    );
    expect(screen.getByRole("menuitem", { name: "Deploy" }).getAttribute("href")).toBe("/deploy?portfolio=p-1");
    await user.click(screen.getByRole("menuitem", { name: "Duplicate" }));
    expect(await screen.findByText("Created “Free theme (copy)”.")).toBeTruthy();
    expect(sent(server, "POST", "/api/portfolios/p-1/duplicate")).toHaveLength(1);
    expect(await screen.findByRole("heading", { name: "Free theme (copy)" })).toBeTruthy();

    await user.click((await card("Pro theme")).getByRole("button", { name: "More actions for Pro theme" }));
    expect(screen.getByRole("menuitem", { name: "Export ZIP (needs Pro)" }).getAttribute("href")).toBe("/pricing");
  });

  it("a Pro plan exports Pro themes", async () => {
    const { user } = renderSignedIn("/dashboard", {
      profile: fakeProfile({
        plan: "pro",
        isPremium: true,
        subscription: { status: "pro-active", daysRemaining: 20, subscriptionType: "monthly", subscriptionEnd: null },
      }),
      portfolios: [fakePortfolio({ id: "p-2", name: "Pro theme", theme: "neon" })],
    });
    await user.click((await card("Pro theme")).getByRole("button", { name: "More actions for Pro theme" }));
    expect(screen.getByRole("menuitem", { name: "Export ZIP" }).getAttribute("href")).toBe(
      "/api/portfolios/p-2/export.zip",
    );
  });

  it("Delete asks first; Cancel keeps it, confirming deletes it", async () => {
    const { user, server } = renderSignedIn("/dashboard", {
      portfolios: [fakePortfolio({ id: "p-9", name: "Old site", status: "published" })],
    });
    const menu = async () => {
      await user.click((await card("Old site")).getByRole("button", { name: "More actions for Old site" }));
      await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    };
    await menu();
    let dialog = within(await screen.findByRole("dialog", { name: "Delete “Old site”?" }));
    expect(dialog.getByText(/its public page goes offline/)).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Focus goes back to the menu button the dialog came from.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "More actions for Old site" })),
    );
    expect(sent(server, "DELETE", "/api/portfolios/p-9")).toEqual([]);

    await menu();
    dialog = within(await screen.findByRole("dialog"));
    await user.click(dialog.getByRole("button", { name: "Delete portfolio" }));
    expect(await screen.findByText("Deleted “Old site”.")).toBeTruthy();
    expect(sent(server, "DELETE", "/api/portfolios/p-9")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Old site" })).toBeNull());
    expect(screen.getByText("You have no portfolios yet. Create one to get started.")).toBeTruthy();
  });

  it("a failed delete says why and keeps the portfolio", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderSignedIn("/dashboard", {
      portfolios: [fakePortfolio({ id: "p-9", name: "Keep me" })],
      overrides: {
        "DELETE /api/portfolios/p-9": () =>
          new Response(JSON.stringify({ error: { code: "not-found", message: "Portfolio not found" } }), {
            status: 404,
          }),
      },
    });
    await user.click((await card("Keep me")).getByRole("button", { name: "More actions for Keep me" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete portfolio" }));
    expect(await screen.findByText("Portfolio not found")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("Create new portfolio makes one and opens it in the builder", async () => {
    const { user, server, router } = renderSignedIn("/dashboard");
    await user.click(await screen.findByRole("button", { name: "Create new portfolio" }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe("/generate?id=p-100"),
    );
    // No name: the server names it in the interface's language.
    expect(sent(server, "POST", "/api/portfolios")).toEqual([{ language: "en" }]);
  });
});
