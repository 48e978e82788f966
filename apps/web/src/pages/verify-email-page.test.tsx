import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@foliocraft/schemas";
import { AppProviders } from "../app/providers";
import { routes } from "../app/routes";
import { json, readJsonBody, sentBodies, serveSessionApi, testUser } from "../test/fake-api";
import { createTestQueryClient } from "../test/render-app";
import { server } from "../testing/msw";

const TOKEN = "header.payload.signature";

/**
 * /verify-email?token=… in StrictMode (effects run twice: the page must still post once) with a fake server whose
 * answers to POST /api/account/verify-email come from `answer` (by the choice sent).
 */
function renderVerify(answer: (body: { token: string; choice?: string }) => Response, session: SessionUser | null) {
  const requests = serveSessionApi({ session });
  server.use(
    http.post("/api/account/verify-email", async ({ request }) =>
      answer((await readJsonBody(request)) as { token: string }),
    ),
  );
  const router = createMemoryRouter(routes, { initialEntries: [`/verify-email?token=${TOKEN}`] });
  render(
    <StrictMode>
      <AppProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { requests, router };
}

describe("/verify-email", () => {
  it("signed in as someone else: asks first, and switches only when asked to", async () => {
    const other = { ...testUser, email: "x@example.com" };
    const { requests, router } = renderVerify(
      (body) =>
        body.choice === "switch"
          ? json({ status: "verified", email: "y@example.com", signedIn: true })
          : json({ status: "confirm", signedInAs: "x@example.com", verifies: "y@example.com" }),
      other,
    );
    expect(await screen.findByRole("heading", { name: "Which account do you want to use?" })).toBeTruthy();
    expect(screen.getByText("You are signed in as x@example.com. This link verifies y@example.com.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Stay signed in as x@example.com" })).toBeTruthy();
    expect(sentBodies(requests, "/api/account/verify-email")).toEqual([{ token: TOKEN }]);

    await userEvent.click(screen.getByRole("button", { name: "Continue as y@example.com" }));
    expect(await screen.findByText("y@example.com is verified.")).toBeTruthy();
    // The first visit to /dashboard in this file loads its lazy route (a cold import under the test runner).
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"), { timeout: 5000 });
    expect(sentBodies(requests, "/api/account/verify-email")).toEqual([
      { token: TOKEN },
      { token: TOKEN, choice: "switch" },
    ]);
  });

  it("'stay' keeps the current person signed in", async () => {
    const { requests, router } = renderVerify(
      (body) =>
        body.choice === "stay"
          ? json({ status: "verified", email: "y@example.com", signedIn: false })
          : json({ status: "confirm", signedInAs: testUser.email, verifies: "y@example.com" }),
      testUser,
    );
    await userEvent.click(await screen.findByRole("button", { name: `Stay signed in as ${testUser.email}` }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(sentBodies(requests, "/api/account/verify-email").at(-1)).toEqual({ token: TOKEN, choice: "stay" });
  });

  it("no one signed in: verifies and signs in without asking", async () => {
    const { router } = renderVerify(() => json({ status: "verified", email: "y@example.com", signedIn: true }), null);
    await vi.waitFor(() => expect(router.state.location.pathname).not.toBe("/verify-email"));
    expect(screen.queryByRole("heading", { name: "Which account do you want to use?" })).toBeNull();
  });

  it("a refused link says why, in our words", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderVerify(
      () =>
        json(
          {
            error: {
              code: "invalid-argument",
              message: "This verification link has expired.",
              messageId: "verifyLinkExpired",
            },
          },
          400,
        ),
      null,
    );
    expect(await screen.findByText("This verification link has expired.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to sign in" })).toBeTruthy();
  });
});
