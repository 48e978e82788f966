import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../i18n/i18n";
import { apiError, json, sentBodies, testUser } from "../../test/fake-api";
import type { FakeApiOptions } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { ONBOARDING_DATA_KEY } from "./finish-sign-in";

const SIGN_IN = "/api/account/sign-in";

async function openLogin(options: FakeApiOptions = {}) {
  const app = renderApp("/login", { session: null, ...options });
  await screen.findByRole("heading", { level: 1, name: "Log in" });
  const submit = () => app.user.click(screen.getByRole("button", { name: "Sign in" }));
  const fill = async (email: string, password: string) => {
    if (email) await app.user.type(screen.getByLabelText("Email"), email);
    if (password) await app.user.type(screen.getByLabelText("Password"), password);
  };
  return { ...app, submit, fill };
}

describe("/login form", () => {
  it("has labelled fields, Remember me checked by default, and links to reset and sign up", async () => {
    await openLogin();
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
    expect((screen.getByLabelText("Remember me") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgot-password");
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup");
    expect(document.title).toBe("Log in · Foliocraft");
  });

  it("shows and hides the password", async () => {
    const { user, fill } = await openLogin();
    await fill("", "secret1");
    const password = screen.getByLabelText("Password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.getAttribute("type")).toBe("text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password.getAttribute("type")).toBe("password");
  });

  it("checks the fields before sending: messages linked to the fields, focus on the first", async () => {
    const { submit, requests } = await openLogin();
    await submit();

    const email = screen.getByLabelText("Email");
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const describedBy = email.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Email is required");
    expect(document.activeElement).toBe(email);
    expect(sentBodies(requests, SIGN_IN)).toEqual([]);
  });

  it("rejects a malformed e-mail address", async () => {
    const { fill, submit, requests } = await openLogin();
    await fill("not-an-address", "secret1");
    await submit();
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(sentBodies(requests, SIGN_IN)).toEqual([]);
  });

  it("shows the client-side messages in the interface language", async () => {
    await changeLanguage("ar");
    const app = renderApp("/login", { session: null });
    await app.user.click(await screen.findByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByText("البريد الإلكتروني مطلوب")).toBeTruthy();
    expect(screen.getByText("كلمة المرور مطلوبة")).toBeTruthy();
  });

  it.each([
    [true, true],
    [false, false],
  ])("sends rememberMe %s when the box is %s", async (checked) => {
    const { user, fill, submit, requests } = await openLogin();
    await fill("  Ada@Example.com ", "secret1");
    if (!checked) await user.click(screen.getByLabelText("Remember me"));
    await submit();
    await waitFor(() => expect(sentBodies(requests, SIGN_IN)).toHaveLength(1));
    // The shared schema trims and lower-cases the address.
    expect(sentBodies(requests, SIGN_IN)[0]).toEqual({
      email: "ada@example.com",
      password: "secret1",
      rememberMe: checked,
    });
  });

  it("shows the server's message for a wrong password once, in the form's alert (no toast repeating it)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { fill, submit, router } = await openLogin({
      signIn: () => apiError(401, "unauthenticated", "Invalid email or password"),
    });
    await fill("ada@example.com", "wrong-password");
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Invalid email or password");
    expect(screen.getAllByText("Invalid email or password")).toHaveLength(1);
    expect(log).toHaveBeenCalledWith("Sign-in failed", expect.objectContaining({ code: "unauthenticated" }));
    expect(router.state.location.pathname).toBe("/login");
  });

  it("shows the server's too-many-requests message as it comes", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const message = "Too many requests for this account. Please wait 60 seconds and try again.";
    const { fill, submit } = await openLogin({ signIn: () => apiError(429, "resource-exhausted", message) });
    await fill("ada@example.com", "secret1");
    await submit();
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });

  it("shows the server's messages in the interface language, by their catalog id", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await changeLanguage("de");
    const answers = [
      json(
        {
          error: {
            code: "unauthenticated",
            message: "Invalid email or password",
            messageId: "invalidEmailOrPassword",
          },
        },
        401,
      ),
      json(
        {
          error: {
            code: "resource-exhausted",
            message: "Too many requests for this account. Please wait 60 seconds and try again.",
            messageId: "tooManyRequestsForAccount",
            params: { seconds: 60 },
          },
        },
        429,
      ),
    ];
    const app = renderApp("/login", { session: null, signIn: () => answers.shift()! });
    await app.user.type(await screen.findByLabelText("E-Mail"), "ada@example.com");
    await app.user.type(screen.getByLabelText("Passwort"), "wrong-password");
    const submit = screen.getByRole("button", { name: "Anmelden" });
    await app.user.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe("E-Mail oder Passwort ist falsch");
    await app.user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "Zu viele Anfragen für dieses Konto. Bitte warte 60 Sekunden und versuche es erneut.",
      ),
    );
  });

  it("puts the server's field messages on the fields", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fill, submit } = await openLogin({
      signIn: () =>
        apiError(400, "invalid-argument", "Invalid request", [
          { field: "email", message: "Enter a valid email address" },
        ]),
    });
    await fill("ada@example.com", "secret1");
    await submit();
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says when the server cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fill, submit } = await openLogin({ signIn: () => apiError(503, "unavailable", "Database down") });
    await fill("ada@example.com", "secret1");
    await submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong. Please try again.");
  });

  describe("two-step sign-in", () => {
    const TWO_STEP = "/api/account/sign-in/two-factor";
    const pending = () => json({ twoFactorRequired: true });

    it("asks for the app's code after the password, checks its shape, and signs in with it", async () => {
      const { user, fill, submit, router, requests } = await openLogin({
        signIn: pending,
        sessionAfterSignIn: { ...testUser, onboardingCompleted: true },
      });
      await fill("ada@example.com", "secret1");
      await submit();
      expect(await screen.findByRole("heading", { name: "Two-step sign-in" })).toBeTruthy();
      const field = screen.getByLabelText("Code from the app");
      expect(field.getAttribute("autocomplete")).toBe("one-time-code");
      expect(field.getAttribute("inputmode")).toBe("numeric");
      expect(document.activeElement).toBe(field);
      await user.type(field, "12345");
      await user.click(screen.getByRole("button", { name: "Continue" }));
      expect(await screen.findByText("Enter the 6 digits your app shows.")).toBeTruthy();
      expect(sentBodies(requests, TWO_STEP)).toEqual([]);
      await user.type(field, "6");
      await user.click(screen.getByRole("button", { name: "Continue" }));
      expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
      expect(router.state.location.pathname).toBe("/dashboard");
      expect(sentBodies(requests, TWO_STEP)).toEqual([{ code: "123456" }]);
    });

    it("takes a recovery code instead, and offers a new sign-in when the pending one has ended", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const { user, fill, submit, requests } = await openLogin({
        signIn: pending,
        twoStep: () =>
          apiError(
            429,
            "resource-exhausted",
            "Too many wrong codes. Enter your e-mail and password again, or try later.",
          ),
      });
      await fill("ada@example.com", "secret1");
      await submit();
      await user.click(await screen.findByRole("button", { name: "Use a recovery code instead" }));
      await user.type(screen.getByLabelText("Recovery code"), "ABCDE-12345");
      await user.click(screen.getByRole("button", { name: "Continue" }));
      expect((await screen.findByRole("alert")).textContent).toContain("Too many wrong codes");
      expect(sentBodies(requests, TWO_STEP)).toEqual([{ recoveryCode: "ABCDE-12345" }]);
      await user.click(screen.getByRole("button", { name: "Sign in again" }));
      expect(await screen.findByLabelText("Password")).toBeTruthy();
    });
  });

  describe("after signing in (spec §2)", () => {
    it("goes to /dashboard when onboarding is completed, with the toast and the e-mail in the header", async () => {
      const { fill, submit, router } = await openLogin({
        sessionAfterSignIn: { ...testUser, onboardingCompleted: true },
      });
      await fill("ada@example.com", "secret1");
      await submit();
      expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
      expect(router.state.location.pathname).toBe("/dashboard");
      expect(screen.getByText("Signed in successfully!")).toBeTruthy();
      expect(within(screen.getByRole("banner")).getByText(testUser.email)).toBeTruthy();
    });

    it("goes to /onboarding when onboarding is not completed", async () => {
      const { fill, submit, router } = await openLogin({
        sessionAfterSignIn: { ...testUser, onboardingCompleted: false },
      });
      await fill("ada@example.com", "secret1");
      await submit();
      expect(await screen.findByRole("heading", { level: 1, name: "Set up your profile" })).toBeTruthy();
      expect(router.state.location.pathname).toBe("/onboarding");
    });

    it("goes to /dashboard when onboarding data is stored on this device", async () => {
      window.localStorage.setItem(ONBOARDING_DATA_KEY, JSON.stringify({ name: "Ada" }));
      const { fill, submit, router } = await openLogin({
        sessionAfterSignIn: { ...testUser, onboardingCompleted: false },
      });
      await fill("ada@example.com", "secret1");
      await submit();
      expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
      expect(router.state.location.pathname).toBe("/dashboard");
    });

    it("reloads the session from the server", async () => {
      const { fill, submit, requests } = await openLogin();
      await fill("ada@example.com", "secret1");
      await submit();
      await screen.findByRole("heading", { level: 1, name: "Dashboard" });
      const urls = requests.map((request) => request.url);
      expect(urls.lastIndexOf("/api/session")).toBeGreaterThan(urls.indexOf(SIGN_IN));
    });

    it("stays put with a message when the new session cannot be loaded", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      // The sign-in succeeds, but the session cannot be read back.
      const { fill, submit, router, requests } = await openLogin({ sessionAfterSignIn: "error" });
      await fill("ada@example.com", "secret1");
      await submit();
      expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong. Please try again.");
      expect(router.state.location.pathname).toBe("/login");
      expect(sentBodies(requests, SIGN_IN)).toHaveLength(1);
    });
  });
});
