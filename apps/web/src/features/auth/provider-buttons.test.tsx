import { screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { fullPageLoad } from "../../lib/full-page-load";
import { renderApp } from "../../test/render-app";
import { server } from "../../testing/msw";

vi.mock("../../lib/full-page-load", () => ({ fullPageLoad: vi.fn() }));

const google = { name: "Continue with Google" };
const github = { name: "Continue with GitHub" };

/** A stand-in popup window: records where it was sent and whether it was closed. */
function fakePopup() {
  return { location: { href: "about:blank" }, close: vi.fn() };
}

describe("provider buttons", () => {
  it.each(["/login", "/signup"])("on %s: none while the server offers no provider", async (path) => {
    const { requests } = renderApp(path, {
      session: null,
      providers: { google: false, github: false, passkey: false },
    });
    await waitFor(() => expect(requests.some((request) => request.url === "/api/auth/providers")).toBe(true));
    await screen.findByRole("button", { name: /Sign in|Create account/ });
    expect(screen.queryByRole("button", google)).toBeNull();
    expect(screen.queryByRole("button", github)).toBeNull();
    expect(screen.queryByText("or")).toBeNull();
  });

  it.each(["/login", "/signup"])("on %s: only the configured ones", async (path) => {
    renderApp(path, { session: null, providers: { google: false, github: true, passkey: false } });
    expect(await screen.findByRole("button", github)).toBeTruthy();
    expect(screen.queryByRole("button", google)).toBeNull();
  });

  it("shows both when both are configured, Google first", async () => {
    renderApp("/login", { session: null, providers: { google: true, github: true, passkey: false } });
    await screen.findByRole("button", google);
    const names = screen.getAllByRole("button", { name: /Continue with/ }).map((button) => button.textContent);
    expect(names).toEqual(["Continue with Google", "Continue with GitHub"]);
  });

  it("hides them when the list cannot be loaded", async () => {
    renderApp("/login", { session: null });
    server.use(http.get("/api/auth/providers", () => new Response("{}", { status: 500 })));
    await screen.findByRole("button", { name: "Sign in" });
    expect(screen.queryByRole("button", { name: /Continue with/ })).toBeNull();
  });

  it("opens a 500×600 popup at once and sends it to the provider's page from the server", async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const { user, requests } = renderApp("/login", {
      session: null,
      providers: { google: true, github: true, passkey: false },
    });
    await screen.findByRole("button", github);
    server.use(
      http.post(
        "/api/auth/oauth/github/start",
        () => new Response(JSON.stringify({ url: "https://github.example/authorize?state=s" })),
        { once: true },
      ),
    );
    await user.click(screen.getByRole("button", github));

    expect(open).toHaveBeenCalledWith("about:blank", "foliocraft-oauth", expect.stringMatching(/width=500,height=600/));
    await waitFor(() => expect(popup.location.href).toBe("https://github.example/authorize?state=s"));
    const start = requests.find((request) => request.url === "/api/auth/oauth/github/start");
    expect(start).toMatchObject({ method: "POST" });
  });

  it("when the browser blocks the popup, goes to the provider in this tab, remembering the sign-up and plan", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const { user } = renderApp("/signup?plan=monthly", {
      session: null,
      providers: { google: true, github: false, passkey: false },
    });
    await screen.findByRole("button", google);
    server.use(
      http.post(
        "/api/auth/oauth/google/start",
        () => new Response(JSON.stringify({ url: "https://google.example/auth?s=1" })),
        {
          once: true,
        },
      ),
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
    const { user } = renderApp("/login", {
      session: null,
      providers: { google: true, github: false, passkey: false },
    });
    await screen.findByRole("button", google);
    server.use(
      http.post(
        "/api/auth/oauth/google/start",
        () =>
          new Response(JSON.stringify({ error: { code: "resource-exhausted", message: "Too many requests." } }), {
            status: 429,
          }),
        { once: true },
      ),
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
    const { user } = renderApp("/login", {
      session: null,
      providers: { google: true, github: false, passkey: false },
    });
    await screen.findByRole("button", google);
    server.use(
      http.post("/api/auth/oauth/google/start", () => new Response(JSON.stringify({ url: "javascript:alert(1)" })), {
        once: true,
      }),
    );
    await user.click(screen.getByRole("button", google));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(popup.location.href).toBe("about:blank");
  });
});
