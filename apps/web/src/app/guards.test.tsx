import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { testUser } from "../test/fake-api";
import { renderApp } from "../test/render-app";

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });

describe("route guard (spec §2)", () => {
  it.each(["/onboarding", "/generate", "/dashboard", "/deploy"])("sends a visitor from %s to /login", async (path) => {
    const { router } = renderApp(path, { session: null });
    expect(await heading("Log in")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it.each(["/", "/login", "/signup", "/forgot-password"])(
    "sends a signed-in user from %s to /dashboard",
    async (path) => {
      const { router } = renderApp(path, { session: testUser });
      expect(await heading("Dashboard")).toBeTruthy();
      expect(router.state.location.pathname).toBe("/dashboard");
    },
  );

  it.each([
    ["/onboarding", "Set up your profile"],
    ["/generate", "Portfolio builder"],
    ["/dashboard", "Dashboard"],
    ["/deploy", "Deploy your portfolio"],
  ])("lets a signed-in user open %s", async (path, title) => {
    const { router } = renderApp(path, { session: testUser });
    expect(await heading(title)).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ["/", "A portfolio website in under 5 minutes"],
    ["/login", "Log in"],
    ["/signup", "Create your account"],
    ["/forgot-password", "Forgot your password?"],
    ["/reset-password?token=t", "Choose a new password"],
  ])("lets a visitor open %s", async (path, title) => {
    renderApp(path, { session: null });
    expect(await heading(title)).toBeTruthy();
  });

  it.each([
    ["/dashboard", "Loading dashboard…"],
    ["/generate", "Loading portfolio builder…"],
    ["/", "Loading home…"],
    ["/login", "Loading login…"],
    ["/signup", "Loading signup…"],
    ["/onboarding", "Loading onboarding…"],
    ["/pricing", "Loading pricing…"],
    ["/deploy", "Loading deploy…"],
    ["/auth/github/callback", "Loading GitHub authentication…"],
    ["/github/callback", "Loading GitHub authentication…"],
    ["/auth/netlify/oob", "Loading Netlify authentication…"],
    ["/about", "Loading page…"],
    ["/forgot-password", "Loading page…"],
  ])("shows a full-page loader naming the page while the session loads (%s)", async (path, label) => {
    const { router } = renderApp(path, { session: "pending" });
    expect((await screen.findByRole("status")).textContent).toBe(label);
    // Nothing decided yet: no redirect, no header.
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole("banner")).toBeNull();
  });

  it("treats a failed session request as signed out: logged, not fatal (spec §8)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { router } = renderApp("/dashboard", { session: "error" });
    // useSession retries once (after ~1 s) before giving up.
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" }, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(log).toHaveBeenCalledWith("Could not load the session", expect.objectContaining({ code: "internal" }));
  });
});
