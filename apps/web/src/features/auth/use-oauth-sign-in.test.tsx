import { act, screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { server } from "../../testing/msw";

// The opener's side of the popup sign-in: it believes only messages from its own popup, on its own origin.

const github = { name: "Continue with GitHub" };

/** A stand-in popup window the test can close. */
function fakePopup() {
  return { location: { href: "about:blank" }, close: vi.fn(), closed: false };
}

/** Opens the GitHub popup from `path`; the server's start answers a provider URL. */
async function openPopup(path: string, sessionAfterSignIn = testUser) {
  const popup = fakePopup();
  vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
  const app = renderApp(path, {
    session: null,
    providers: { google: true, github: true, passkey: false },
    sessionAfterSignIn,
  });
  await screen.findByRole("button", github);
  let signedIn = false;
  server.use(
    http.post("/api/auth/oauth/github/start", () => Response.json({ url: "https://github.example/authorize?state=s" })),
    // The popup's callback set the session cookie: from then on the session has the user.
    http.get("/api/session", () => (signedIn ? Response.json({ user: sessionAfterSignIn }) : undefined)),
  );
  await app.user.click(screen.getByRole("button", github));
  await waitFor(() => expect(popup.location.href).toBe("https://github.example/authorize?state=s"));
  const post = (data: unknown, { origin = window.location.origin, source = popup as unknown } = {}) => {
    if (typeof data === "object" && data && (data as { type?: string }).type?.endsWith("SUCCESS")) signedIn = true;
    const event = new MessageEvent("message", { data, origin });
    // jsdom only accepts real windows as a source; the opener compares identity, which this keeps.
    Object.defineProperty(event, "source", { value: source });
    act(() => void window.dispatchEvent(event));
  };
  return { ...app, popup, post };
}

describe("provider sign-in: the opener", () => {
  it("shows it is waiting while the popup is open", async () => {
    await openPopup("/login");
    expect(screen.getByRole("button", github).getAttribute("aria-busy")).toBe("true");
  });

  it("a new user from /signup?plan=yearly: the sign-up toast and /onboarding with the plan", async () => {
    const { post, router } = await openPopup("/signup?plan=yearly", { ...testUser, onboardingCompleted: false });
    post({ type: "GITHUB_AUTH_SUCCESS", isNewUser: true });
    expect(await screen.findByText("Successfully signed up with GitHub!")).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe("/onboarding?plan=yearly"),
    );
  });

  it("an existing user from /login: the sign-in toast and where a sign-in goes", async () => {
    const { post, router } = await openPopup("/login");
    post({ type: "GITHUB_AUTH_SUCCESS", isNewUser: false });
    expect(await screen.findByText("Signed in with GitHub successfully!")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("ignores messages from another origin, another window, or for another provider", async () => {
    const { post, router, requests } = await openPopup("/login");
    post({ type: "GITHUB_AUTH_SUCCESS", isNewUser: false }, { origin: "https://evil.example" });
    post({ type: "GITHUB_AUTH_SUCCESS", isNewUser: false }, { source: window });
    post({ type: "GOOGLE_AUTH_SUCCESS", isNewUser: false });
    post("GITHUB_AUTH_SUCCESS");
    // Each post is handled inside act(), so a believed message would already have ended the waiting.
    expect(screen.getByRole("button", github).getAttribute("aria-busy")).toBe("true");
    // Then one real message from the popup: once its answer shows, every message before it has been handled.
    post({ type: "GITHUB_AUTH_ERROR", error: "The popup's own message" });
    expect(await screen.findByText("The popup's own message")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.queryByText("Signed in with GitHub successfully!")).toBeNull();
    // Nothing before it was believed, so the session was not even asked again.
    expect(requests.filter((request) => request.url === "/api/session")).toHaveLength(1);
  });

  it("an error on /login: the server's message", async () => {
    const { post, router } = await openPopup("/login");
    post({ type: "GITHUB_AUTH_ERROR", error: "GitHub API error" });
    expect(await screen.findByText("GitHub API error")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.getByRole("button", github).getAttribute("aria-busy")).toBe("false");
  });

  it("an error on /signup: the spec's sign-up message", async () => {
    const { post } = await openPopup("/signup");
    post({ type: "GITHUB_AUTH_ERROR", error: "GitHub API error" });
    expect(await screen.findByText("Failed to sign up with GitHub. Please try again.")).toBeTruthy();
  });

  it("the user closing the popup stops the waiting, without a toast", async () => {
    const { popup } = await openPopup("/login");
    popup.closed = true;
    await waitFor(() => expect(screen.getByRole("button", github).getAttribute("aria-busy")).toBe("false"));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
