import { screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { apiError, sentBodies, testUser } from "../../test/fake-api";
import type { FakeApiOptions } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { server } from "../../testing/msw";

const CONFIRM = "/api/account/password-reset/confirm";
const INVALID = "This reset link is invalid or has expired.";

async function openReset(path: string, options: FakeApiOptions = {}) {
  const app = renderApp(path, { session: null, ...options });
  await screen.findByRole("heading", { level: 1, name: "Choose a new password" });
  const fill = async (password: string, confirmPassword: string) => {
    await app.user.type(screen.getByLabelText("New password"), password);
    await app.user.type(screen.getByLabelText("Confirm new password"), confirmPassword);
  };
  const submit = () => app.user.click(screen.getByRole("button", { name: "Set new password" }));
  return { ...app, fill, submit };
}

describe("/reset-password", () => {
  it.each(["/reset-password", "/reset-password?token="])(
    "without a token (%s) says the link is invalid and offers a new one",
    async (path) => {
      await openReset(path);
      expect((await screen.findByRole("alert")).textContent).toBe(INVALID);
      expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/forgot-password");
      expect(screen.queryByLabelText("New password")).toBeNull();
    },
  );

  it("has no guard: it opens for a signed-in user too", async () => {
    const { router } = await openReset("/reset-password?token=abc", { session: testUser });
    expect(router.state.location.pathname).toBe("/reset-password");
    expect(screen.getByLabelText("New password")).toBeTruthy();
  });

  it("checks the new password before sending", async () => {
    const { fill, submit, requests } = await openReset("/reset-password?token=abc");
    await fill("abc", "abd");
    await submit();
    expect(await screen.findByText("Password must be at least 6 characters")).toBeTruthy();
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("New password"));
    expect(sentBodies(requests, CONFIRM)).toEqual([]);
  });

  it("sends token and password, toasts and goes to /login", async () => {
    const { fill, submit, requests, router } = await openReset("/reset-password?token=tok%2B1");
    await fill("newpass1", "newpass1");
    await submit();
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.getByText("Your password has been changed. Log in with your new password.")).toBeTruthy();
    expect(sentBodies(requests, CONFIRM)).toEqual([
      { token: "tok+1", password: "newpass1", confirmPassword: "newpass1" },
    ]);
  });

  it("after a reset while signed in, the ended session is dropped and /login opens", async () => {
    const app = await openReset("/reset-password?token=abc", { session: testUser });
    // The server ends every session of the account on a reset.
    server.use(
      http.all("*", ({ request }) =>
        new URL(request.url).pathname === "/api/session"
          ? new Response(JSON.stringify({ user: null }))
          : new Response(JSON.stringify({ ok: true })),
      ),
    );
    await app.fill("newpass1", "newpass1");
    await app.submit();
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe("/login");
  });

  it("shows the invalid-link message when the server refuses the token", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fill, submit } = await openReset("/reset-password?token=expired", {
      passwordResetConfirm: () => apiError(400, "invalid-argument", INVALID),
    });
    await fill("newpass1", "newpass1");
    await submit();
    expect((await screen.findByRole("alert")).textContent).toBe(INVALID);
    expect(screen.getByRole("link", { name: "Request a new link" })).toBeTruthy();
  });

  it("puts the server's field messages on the fields", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fill, submit } = await openReset("/reset-password?token=abc", {
      passwordResetConfirm: () =>
        apiError(400, "invalid-argument", "Invalid request", [
          { field: "password", message: "Password must be at most 128 characters" },
        ]),
    });
    await fill("newpass1", "newpass1");
    await submit();
    expect(await screen.findByText("Password must be at most 128 characters")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("New password")));
    expect(screen.queryByText(INVALID)).toBeNull();
  });
});
