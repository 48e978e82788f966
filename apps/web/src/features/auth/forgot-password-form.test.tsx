import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, sentBodies, testUser } from "../../test/fake-api";
import type { FakeApiOptions } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";

const RESET = "/api/account/password-reset";
const SENT = "If an account exists for that e-mail, we have sent a link to reset the password. It is valid for 1 hour.";

async function openForgot(options: FakeApiOptions = {}) {
  const app = renderApp("/forgot-password", { session: null, ...options });
  await screen.findByRole("heading", { level: 1, name: "Forgot your password?" });
  const submit = () => app.user.click(screen.getByRole("button", { name: "Send reset link" }));
  return { ...app, submit };
}

describe("/forgot-password", () => {
  it("is reached from the login page", async () => {
    const { user } = renderApp("/login", { session: null });
    await user.click(await screen.findByRole("link", { name: "Forgot password?" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Forgot your password?" })).toBeTruthy();
  });

  it("is for signed-out visitors only", async () => {
    const { router } = renderApp("/forgot-password", { session: testUser });
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("checks the e-mail before sending", async () => {
    const { user, submit, requests } = await openForgot();
    await submit();
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "nope");
    await submit();
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(sentBodies(requests, RESET)).toEqual([]);
  });

  it("sends the address and gives the same answer whatever the server knows", async () => {
    const { user, submit, requests } = await openForgot();
    await user.type(screen.getByLabelText("Email"), "Ada@Example.com");
    await submit();
    expect((await screen.findByRole("status")).textContent).toBe(SENT);
    expect(sentBodies(requests, RESET)).toEqual([{ email: "ada@example.com" }]);
    expect(screen.getByRole("link", { name: "Back to log in" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByLabelText("Email")).toBeNull();
  });

  it("shows the server's too-many-requests message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const message = "Too many requests. Please wait 30 seconds and try again.";
    const { user, submit } = await openForgot({ passwordReset: () => apiError(429, "resource-exhausted", message) });
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await submit();
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    await waitFor(() => expect(screen.queryByText(SENT)).toBeNull());
  });
});
