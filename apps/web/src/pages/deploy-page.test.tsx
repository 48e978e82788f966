import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DeployView } from "@foliocraft/schemas";
import { fakePortfolio, fakeProfile, renderSignedIn, sent } from "../features/settings/fake-account-api";
import { testUser } from "../test/fake-api";

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });

const deploy = (overrides: Partial<DeployView>): DeployView => ({
  id: "d-1",
  portfolioId: "p-1",
  target: "github-repo",
  status: "running",
  step: "uploading",
  url: null,
  repo: "octo/ama-portfolio",
  error: null,
  startedAt: "2026-01-01T10:00:00.000Z",
  finishedAt: null,
  ...overrides,
});

const github = { provider: "github", login: "octo", scope: "public_repo", createdAt: "", needsReconnect: false };

describe("/deploy", () => {
  it("without a portfolio: the empty state links to creating one", async () => {
    renderSignedIn("/deploy", { portfolios: [] });
    expect(await screen.findByRole("heading", { name: "No portfolio to deploy yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create a portfolio" }).getAttribute("href")).toBe("/generate");
  });

  it("a free user pushes to GitHub and follows the steps to the live URL; Pro targets offer the upgrade", async () => {
    const answers = [
      deploy({ step: "uploading" }),
      deploy({ status: "success", step: "live", url: "https://github.example/octo/ama-portfolio" }),
    ];
    const { user, server } = renderSignedIn("/deploy", {
      portfolios: [fakePortfolio()],
      profile: fakeProfile({ username: "ama" }),
      deployConnections: [github as never],
      overrides: {
        "GET /api/portfolios/p-1/deploys": () => json({ deploys: [] }),
        "POST /api/portfolios/p-1/deploys": () => json({ deployId: "d-1" }, 202),
        "GET /api/deploys/d-1": () => json({ deploy: answers.length > 1 ? answers.shift() : answers[0] }),
      },
    });
    expect(await screen.findByText("Connected to GitHub as octo.")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Upgrade to Pro" })).toHaveLength(4);
    expect(screen.queryByRole("button", { name: "Publish on Netlify" })).toBeNull();
    expect(screen.getByText("Coming Soon")).toBeTruthy();
    expect(screen.getByRole("link", { name: "/p/ama" }).getAttribute("href")).toBe("/p/ama");
    expect((screen.getByLabelText("Repository name") as HTMLInputElement).value).toBe("ama-portfolio");

    // The progress scrolls into view once the click has started the deploy (issue 20).
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    await user.click(screen.getByRole("button", { name: "Push to GitHub" }));
    expect(sent(server, "POST", "/api/portfolios/p-1/deploys")).toEqual([
      { target: "github-repo", repo: "ama-portfolio" },
    ]);
    expect(await screen.findByText("Step 2 of 3: Uploading")).toBeTruthy();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(within(scrolled[0] as HTMLElement).getByText("Step 2 of 3: Uploading")).toBeTruthy();
    expect(await screen.findByText("Your site is live.", {}, { timeout: 3000 })).toBeTruthy();
    // Said once: the address follows without repeating it.
    const progress = within(scrolled[0] as HTMLElement);
    expect(progress.getAllByText(/is live/)).toHaveLength(1);
    expect(progress.getByText("Address:")).toBeTruthy();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "https://github.example/octo/ama-portfolio" }).getAttribute("href")).toBe(
      "https://github.example/octo/ama-portfolio",
    );
  });

  it("errors come with a way forward: reconnect after a 401, and the time to retry after a rate limit", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = deploy({
      status: "error",
      error: {
        code: "unauthenticated",
        message: "GitHub no longer accepts the saved connection. Nothing was changed on GitHub.",
        details: { reconnect: true },
      },
    });
    const limited = deploy({
      id: "d-2",
      status: "error",
      error: {
        code: "resource-exhausted",
        message: "GitHub's rate limit was reached.",
        details: { retryAt: "2026-01-01T10:30:00.000Z" },
      },
    });
    renderSignedIn(
      "/deploy",
      {
        portfolios: [fakePortfolio()],
        deployConnections: [github as never],
        overrides: {
          "GET /api/portfolios/p-1/deploys": () => json({ deploys: [limited, failed] }),
          "POST /api/portfolios/p-1/deploys": () => json({ deployId: "d-1" }, 202),
          "GET /api/deploys/d-1": () => json({ deploy: failed }),
        },
      },
      { ...testUser, isPremium: true },
    );
    const history = await screen.findByRole("table");
    expect(within(history).getByText(/Nothing was changed on GitHub\./)).toBeTruthy();
    const user = (await import("@testing-library/user-event")).default.setup();
    await user.click(screen.getByRole("button", { name: "Push to GitHub" }));
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByText("GitHub no longer accepts your connection. Reconnect GitHub, then try again."),
    ).toBeTruthy();
    expect(within(alert).getByRole("button", { name: "Reconnect GitHub" })).toBeTruthy();
    await waitFor(() => expect(within(history).getAllByRole("button", { name: /^Retry the deploy/ })).toHaveLength(2));
  });
});
