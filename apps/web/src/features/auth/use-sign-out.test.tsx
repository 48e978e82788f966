import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fullPageLoad } from "../../lib/full-page-load";
import { testUser } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";

vi.mock("../../lib/full-page-load", () => ({ fullPageLoad: vi.fn() }));

describe("logout (spec §2, §8)", () => {
  beforeEach(() => {
    vi.mocked(fullPageLoad).mockClear();
  });

  it("posts to the sign-out endpoint, toasts, and reloads the app at /", async () => {
    const { user, requests } = renderApp("/dashboard", { session: testUser });
    await user.click(await screen.findByRole("button", { name: "Logout" }));

    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/"));
    const call = requests.find((request) => request.url === "/api/account/sign-out");
    expect(call).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(await screen.findByText("Signed out successfully!")).toBeTruthy();
    // The reload would wipe that toast, so it is kept for the next page load too.
    expect(window.sessionStorage.getItem("flash-toast")).toBe("toast.signedOut");
  });

  it("on failure logs, shows an error toast and stays on the page", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, router } = renderApp("/dashboard", {
      session: testUser,
      signOut: () =>
        new Response(JSON.stringify({ error: { code: "unavailable", message: "Auth is down" } }), { status: 503 }),
    });
    await user.click(await screen.findByRole("button", { name: "Logout" }));

    expect(await screen.findByText("Could not sign out. Please try again.")).toBeTruthy();
    expect(log).toHaveBeenCalledWith("Sign-out failed", expect.objectContaining({ code: "unavailable" }));
    expect(fullPageLoad).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(window.sessionStorage.getItem("flash-toast")).toBeNull();
  });

  it("shows the kept message after the reload", async () => {
    window.sessionStorage.setItem("flash-toast", "toast.signedOut");
    renderApp("/", { session: null });
    expect(await screen.findByText("Signed out successfully!")).toBeTruthy();
    expect(window.sessionStorage.getItem("flash-toast")).toBeNull();
  });

  it("never shows an unknown kept message", async () => {
    window.sessionStorage.setItem("flash-toast", "<script>");
    renderApp("/", { session: null });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByText("<script>")).toBeNull();
  });
});
