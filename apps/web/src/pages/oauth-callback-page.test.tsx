import { act, render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../app/providers";
import { routes } from "../app/routes";
import { saveOAuthIntent } from "../features/auth/oauth-intent";
import { apiError, json, sentBodies, serveSessionApi, testUser } from "../test/fake-api";
import { createTestQueryClient } from "../test/render-app";
import { server } from "../testing/msw";

type Answer = () => Response;

/**
 * Mounts the app at `path` inside StrictMode (as main.tsx does, so effects run twice) with a fake API that also
 * answers the provider callback; after a successful answer the session reports `sessionUser`.
 */
function renderCallback(path: string, answer: Answer, sessionUser = testUser) {
  const requests = serveSessionApi({ session: null });
  let signedIn = false;
  server.use(
    http.all(/^[^?]*\/api\/auth\/oauth\/\w+\/callback$/, () => {
      const response = answer();
      signedIn ||= response.ok;
      return response;
    }),
    http.get("/api/session", () => (signedIn ? json({ user: sessionUser }) : undefined)),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <AppProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { requests, router };
}

const newUser = () => json({ user: { ...testUser, onboardingCompleted: false }, isNewUser: true });
const existingUser = () => json({ user: testUser, isNewUser: false });
const CODE = "code-0123456789abcdef";

/** Pretends this window was opened by a page, as the sign-in popup is. */
function fakeOpener(origin = window.location.origin) {
  const opener = { closed: false, postMessage: vi.fn(), location: { origin } };
  vi.stubGlobal("opener", opener);
  return opener;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("OAuth callback page in the sign-in popup", () => {
  it("posts the code once (even in StrictMode) and tells the opener, on this origin only, without a token", async () => {
    const opener = fakeOpener();
    const { requests } = renderCallback(`/auth/github/callback?code=${CODE}&state=st-1`, newUser);

    expect(await screen.findByRole("heading", { level: 1, name: "GitHub authentication" })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "Authentication Successful" })).toBeTruthy();
    expect(sentBodies(requests, "/api/auth/oauth/github/callback")).toEqual([{ code: CODE, state: "st-1" }]);
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: "GITHUB_AUTH_SUCCESS", isNewUser: true },
      "http://localhost:3000",
    );
    expect(JSON.stringify(opener.postMessage.mock.calls)).not.toContain(CODE);
    expect(screen.getByText("This window will close in 5 s.")).toBeTruthy();
  });

  it("shows the exchanging state while the server works", async () => {
    fakeOpener();
    let release: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (release = resolve));
    renderCallback(`/auth/github/callback?code=${CODE}&state=s`, existingUser);
    server.use(http.all(/\/callback$/, () => pending));
    expect(await screen.findByText("Completing your sign-in with GitHub…")).toBeTruthy();
    release(existingUser());
    expect(await screen.findByText("You are signed in with GitHub.")).toBeTruthy();
  });

  it("closes itself after 5 seconds, or at once with the button", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeOpener();
    const close = vi.spyOn(window, "close").mockImplementation(() => {});
    renderCallback(`/auth/github/callback?code=${CODE}&state=s`, existingUser);
    await screen.findByText("This window will close in 5 s.");
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText("This window will close in 3 s.")).toBeTruthy();
    expect(close).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(close).toHaveBeenCalled();

    close.mockClear();
    screen.getByRole("button", { name: "Close window" }).click();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("shows Authentication Failed with the server's message and reports it to the opener", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const opener = fakeOpener();
    renderCallback(`/auth/github/callback?code=${CODE}&state=s`, () =>
      // As the server sends it: the English text with its catalog id.
      json(
        {
          error: {
            code: "unauthenticated",
            message: "GitHub API error",
            messageId: "oauthProviderApiError",
            params: { provider: "GitHub" },
          },
        },
        401,
      ),
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Authentication Failed");
    expect(alert.textContent).toContain("GitHub API error");
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: "GITHUB_AUTH_ERROR", error: "GitHub API error" },
      "http://localhost:3000",
    );
    expect(screen.getByRole("button", { name: "Close window" })).toBeTruthy();
  });

  it("passes the provider's error code on, never its error_description, and shows only our own words", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeOpener();
    const { requests } = renderCallback(
      "/auth/github/callback?error=access_denied&error_description=Call+%2B1+555+0100+to+unlock+your+account",
      () =>
        json(
          {
            error: {
              code: "unauthenticated",
              message: "The GitHub sign-in was cancelled.",
              messageId: "oauthAccessDenied",
              params: { provider: "GitHub" },
            },
          },
          401,
        ),
    );
    expect(await screen.findByText("The GitHub sign-in was cancelled.", { selector: "p" })).toBeTruthy();
    expect(sentBodies(requests, "/api/auth/oauth/github/callback")).toEqual([{ error: "access_denied" }]);
    expect(document.body.textContent).not.toContain("555 0100");
  });

  it("a refusal without our catalog id shows a general sentence, not the text that came", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeOpener();
    renderCallback("/auth/github/callback?error=server_error", () =>
      apiError(401, "unauthenticated", "Visit evil.example to continue"),
    );
    expect(
      await screen.findByText("GitHub did not complete the sign-in. Please try again.", { selector: "p" }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain("evil.example");
  });

  it("lists the received parameters for debugging, never the whole code", async () => {
    fakeOpener();
    renderCallback(`/auth/github/callback?code=${CODE}&state=state-987654`, existingUser);
    await screen.findByText("Authentication Successful");
    const details = screen.getByText("Debug information").closest("details")!;
    expect(details.textContent).toContain("code");
    expect(details.textContent).toContain("code… (21)");
    expect(details.textContent).not.toContain(CODE);
    expect(details.textContent).not.toContain("state-987654");
    expect(details.textContent).not.toContain("error_description");
    expect(details.textContent).toContain("not received");
  });

  it("Google: its own endpoint and message type", async () => {
    const opener = fakeOpener();
    const { requests } = renderCallback(`/auth/google/callback?code=${CODE}&state=g`, existingUser);
    expect(await screen.findByRole("heading", { level: 1, name: "Google authentication" })).toBeTruthy();
    await waitFor(() =>
      expect(opener.postMessage).toHaveBeenCalledWith(
        { type: "GOOGLE_AUTH_SUCCESS", isNewUser: false },
        "http://localhost:3000",
      ),
    );
    expect(sentBodies(requests, "/api/auth/oauth/google/callback")).toHaveLength(1);
  });

  it("tells an opener on another site nothing, and finishes in its own window instead", async () => {
    const opener = { closed: false, postMessage: vi.fn() };
    Object.defineProperty(opener, "location", {
      get() {
        throw new DOMException("Blocked a frame with origin", "SecurityError");
      },
    });
    vi.stubGlobal("opener", opener);
    const { router } = renderCallback(`/github/callback?code=${CODE}&state=s`, existingUser);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(opener.postMessage).not.toHaveBeenCalled();
  });
});

describe("OAuth callback page in a tab of its own (the popup was blocked)", () => {
  it("new user from the sign-up page: on to /onboarding keeping the plan, with the sign-up toast", async () => {
    saveOAuthIntent("github", { mode: "signup", plan: "yearly" });
    const { router, requests } = renderCallback(`/auth/github/callback?code=${CODE}&state=s`, newUser, {
      ...testUser,
      onboardingCompleted: false,
    });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe("/onboarding?plan=yearly"),
    );
    expect(await screen.findByText("Successfully signed up with GitHub!")).toBeTruthy();
    expect(sentBodies(requests, "/api/auth/oauth/github/callback")).toHaveLength(1);
    expect(window.sessionStorage.getItem("oauth-intent")).toBeNull();
  });

  it("existing user: where a sign-in goes (here /dashboard), with the sign-in toast", async () => {
    const { router } = renderCallback(`/auth/google/callback?code=${CODE}&state=s`, existingUser);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(await screen.findByText("Signed in with Google successfully!")).toBeTruthy();
  });

  it("a failed sign-up: the spec's toast and a way back to the sign-up page with its plan", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    saveOAuthIntent("github", { mode: "signup", plan: "monthly" });
    renderCallback(`/auth/github/callback?state=s`, () =>
      apiError(400, "invalid-argument", "No authorization code received from GitHub"),
    );
    expect(await screen.findByText("Failed to sign up with GitHub. Please try again.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("No authorization code received from GitHub");
    expect(screen.getByRole("link", { name: "Back to sign up" }).getAttribute("href")).toBe("/signup?plan=monthly");
  });

  it("a failed log-in: the server's message as the toast and a way back to log in", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderCallback(`/auth/github/callback?code=${CODE}&state=s`, () =>
      json(
        {
          error: {
            code: "unauthenticated",
            message: "Failed to get access token - unexpected response",
            messageId: "oauthTokenUnexpected",
          },
        },
        401,
      ),
    );
    await waitFor(() => expect(screen.getAllByText("Failed to get access token - unexpected response").length).toBe(2));
    expect(screen.getByRole("link", { name: "Back to log in" }).getAttribute("href")).toBe("/login");
  });
});

describe("OAuth callback page for an account with two-step sign-in", () => {
  it("asks for the code in the popup and tells the opener only once it is right", async () => {
    const opener = fakeOpener();
    const user = (await import("@testing-library/user-event")).default.setup();
    const { requests } = renderCallback(`/auth/google/callback?code=${CODE}&state=s`, () =>
      json({ twoFactorRequired: true }),
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Two-step sign-in" })).toBeTruthy();
    expect(opener.postMessage).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Code from the app"), "654321");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Authentication Successful" })).toBeTruthy();
    expect(sentBodies(requests, "/api/account/sign-in/two-factor")).toEqual([{ code: "654321" }]);
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: "GOOGLE_AUTH_SUCCESS", isNewUser: false },
      "http://localhost:3000",
    );
  });
});
