import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fullPageLoad } from "../../lib/full-page-load";
import { renderApp } from "../../test/render-app";

vi.mock("../../lib/full-page-load", () => ({ fullPageLoad: vi.fn() }));

const google = { name: "Continue with Google" };
const github = { name: "Continue with GitHub" };

/** A stand-in popup window: records where it was sent and whether it was closed. */
function fakePopup() {
  return { location: { href: "about:blank" }, close: vi.fn() };
}

describe("provider buttons", () => {
  it.each(["/login", "/signup"])("on %s: none while the server offers no provider", async (path) => {
    const { fetchMock } = renderApp(path, { session: null, providers: { google: false, github: false } });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/auth/providers")).toBe(true));
    await screen.findByRole("button", { name: /Sign in|Create account/ });
    expect(screen.queryByRole("button", google)).toBeNull();
    expect(screen.queryByRole("button", github)).toBeNull();
    expect(screen.queryByText("or")).toBeNull();
  });

  it.each(["/login", "/signup"])("on %s: only the configured ones", async (path) => {
    renderApp(path, { session: null, providers: { google: false, github: true } });
    expect(await screen.findByRole("button", github)).toBeTruthy();
    expect(screen.queryByRole("button", google)).toBeNull();
  });

  it("shows both when both are configured, Google first", async () => {
    renderApp("/login", { session: null, providers: { google: true, github: true } });
    await screen.findByRole("button", google);
    const names = screen.getAllByRole("button", { name: /Continue with/ }).map((button) => button.textContent);
    expect(names).toEqual(["Continue with Google", "Continue with GitHub"]);
  });

  it("hides them when the list cannot be loaded", async () => {
    const { fetchMock } = renderApp("/login", { session: null });
    fetchMock.mockImplementation(async (input) =>
      input === "/api/auth/providers"
        ? new Response("{}", { status: 500 })
        : new Response(JSON.stringify({ user: null }), { status: 200 }),
    );
    await screen.findByRole("button", { name: "Sign in" });
    expect(screen.queryByRole("button", { name: /Continue with/ })).toBeNull();
  });

  it("opens a 500×600 popup at once and sends it to the provider's page from the server", async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const { user, fetchMock } = renderApp("/login", { session: null, providers: { google: true, github: true } });
    await screen.findByRole("button", github);
    fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify({ url: "https://github.example/authorize?state=s" })),
    );
    await user.click(screen.getByRole("button", github));

    expect(open).toHaveBeenCalledWith("about:blank", "foliocraft-oauth", expect.stringMatching(/width=500,height=600/));
    await waitFor(() => expect(popup.location.href).toBe("https://github.example/authorize?state=s"));
    const start = fetchMock.mock.calls.find(([url]) => url === "/api/auth/oauth/github/start");
    expect(start?.[1]).toMatchObject({ method: "POST" });
  });

  it("when the browser blocks the popup, goes to the provider in this tab, remembering the sign-up and plan", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const { user, fetchMock } = renderApp("/signup?plan=monthly", {
      session: null,
      providers: { google: true, github: false },
    });
    await screen.findByRole("button", google);
    fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify({ url: "https://google.example/auth?s=1" })),
    );
    await user.click(screen.getByRole("button", google));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("https://google.example/auth?s=1"));
    expect(JSON.parse(window.sessionStorage.getItem("oauth-intent")!)).toEqual({
      provider: "google",
      mode: "signup",
      plan: "monthly",
    });
  });

  it("closes the popup and shows the server's message when the start fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const popup = fakePopup();
    vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const { user, fetchMock } = renderApp("/login", { session: null, providers: { google: true, github: false } });
    await screen.findByRole("button", google);
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ error: { code: "resource-exhausted", message: "Too many requests." } }), {
          status: 429,
        }),
    );
    await user.click(screen.getByRole("button", google));
    expect(await screen.findByText("Too many requests.")).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe("about:blank");
  });

  it("never sends the popup to a script URL", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const popup = fakePopup();
    vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const { user, fetchMock } = renderApp("/login", { session: null, providers: { google: true, github: false } });
    await screen.findByRole("button", google);
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ url: "javascript:alert(1)" })));
    await user.click(screen.getByRole("button", google));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(popup.location.href).toBe("about:blank");
  });
});
