import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../i18n/i18n";
import { apiError, json, sentBodies, testUser } from "../../test/fake-api";
import type { FakeApiOptions } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";

const SIGN_UP = "/api/account/sign-up";
const newUser = { ...testUser, email: "grace@example.com", name: "Grace Hopper", onboardingCompleted: false };

async function openSignup(path = "/signup", options: FakeApiOptions = {}) {
  const app = renderApp(path, { session: null, sessionAfterSignIn: newUser, ...options });
  await screen.findByRole("heading", { level: 1, name: "Create your account" });
  const submit = () => app.user.click(screen.getByRole("button", { name: "Create account" }));
  const fill = async (values: { name?: string; email?: string; password?: string; confirmPassword?: string }) => {
    const { user } = app;
    if (values.name) await user.type(screen.getByLabelText("Name"), values.name);
    if (values.email) await user.type(screen.getByLabelText("Email"), values.email);
    if (values.password) await user.type(screen.getByLabelText("Password"), values.password);
    if (values.confirmPassword) await user.type(screen.getByLabelText("Confirm password"), values.confirmPassword);
  };
  return { ...app, submit, fill };
}

const valid = { name: "Grace Hopper", email: "grace@example.com", password: "cobol59", confirmPassword: "cobol59" };

describe("/signup form", () => {
  it("has the four labelled fields, each password with its own show/hide toggle, and a link to /login", async () => {
    const { user } = await openSignup();
    for (const label of ["Name", "Email", "Password", "Confirm password"])
      expect(screen.getByLabelText(label)).toBeTruthy();
    const toggles = screen.getAllByRole("button", { name: "Show password" });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]!);
    expect(screen.getByLabelText("Confirm password").getAttribute("type")).toBe("text");
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it("requires name, e-mail and password, focusing the first missing field", async () => {
    const { submit, requests } = await openSignup();
    await submit();
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    const name = screen.getByLabelText("Name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);
    expect(sentBodies(requests, SIGN_UP)).toEqual([]);
  });

  it('says "Passwords do not match" once, in a toast (spec §5, §8), and flags the field', async () => {
    const { fill, submit, requests } = await openSignup();
    await fill({ ...valid, confirmPassword: "cobol60" });
    await submit();
    await waitFor(() => expect(screen.getAllByText("Passwords do not match")).toHaveLength(1));
    expect(screen.getByRole("status").textContent).toBe("Passwords do not match");
    const confirm = screen.getByLabelText("Confirm password");
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    expect(confirm.getAttribute("aria-describedby")).toBeNull();
    expect(document.activeElement).toBe(confirm);
    expect(sentBodies(requests, SIGN_UP)).toEqual([]);
  });

  it('says "Password must be at least 6 characters" once, in a toast (spec §5, §8), and flags the field', async () => {
    const { fill, submit, requests } = await openSignup();
    await fill({ ...valid, password: "abc", confirmPassword: "abc" });
    await submit();
    await waitFor(() => expect(screen.getAllByText("Password must be at least 6 characters")).toHaveLength(1));
    expect(screen.getByRole("status").textContent).toBe("Password must be at least 6 characters");
    // The field is flagged and keeps its hint, which says the rule.
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    const describedBy = password.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual(["At least 6 characters."]);
    expect(sentBodies(requests, SIGN_UP)).toEqual([]);
  });

  it("translates the messages (here Hindi)", async () => {
    await changeLanguage("hi");
    const app = renderApp("/signup", { session: null });
    await app.user.type(await screen.findByLabelText("पासवर्ड"), "abc");
    await app.user.type(screen.getByLabelText("पासवर्ड की पुष्टि करें"), "abc");
    await app.user.click(screen.getByRole("button", { name: "खाता बनाएँ" }));
    expect(await screen.findByText("नाम आवश्यक है")).toBeTruthy();
    expect(screen.getAllByText("पासवर्ड कम से कम 6 अक्षरों का होना चाहिए")).toHaveLength(1);
  });

  it("sends the form with the interface language, toasts, and goes to /onboarding signed in", async () => {
    const { fill, submit, requests, router } = await openSignup();
    await fill(valid);
    await submit();
    expect(await screen.findByRole("heading", { level: 1, name: "Set up your profile" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/onboarding");
    expect(router.state.location.search).toBe("");
    expect(screen.getByText("Account created successfully!")).toBeTruthy();
    expect(within(screen.getByRole("banner")).getByText(newUser.email)).toBeTruthy();
    expect(sentBodies(requests, SIGN_UP)).toEqual([{ ...valid, language: "en" }]);
  });

  it("keeps ?plan= on the way to /onboarding", async () => {
    const { fill, submit, router } = await openSignup("/signup?plan=yearly");
    await fill(valid);
    await submit();
    await screen.findByRole("heading", { level: 1, name: "Set up your profile" });
    expect(router.state.location.pathname).toBe("/onboarding");
    expect(router.state.location.search).toBe("?plan=yearly");
  });

  it("drops an unknown plan", async () => {
    const { fill, submit, router } = await openSignup("/signup?plan=lifetime");
    await fill(valid);
    await submit();
    await screen.findByRole("heading", { level: 1, name: "Set up your profile" });
    expect(router.state.location.search).toBe("");
  });

  it("puts a taken e-mail (409) on the e-mail field", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fill, submit, router } = await openSignup("/signup", {
      signUp: () => apiError(409, "aborted", "An account with this e-mail already exists."),
    });
    await fill(valid);
    await submit();
    expect(await screen.findByText("An account with this email already exists. Log in instead.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(router.state.location.pathname).toBe("/signup");
  });

  it("puts the server's field messages on the fields", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fill, submit } = await openSignup("/signup", {
      signUp: () =>
        apiError(400, "invalid-argument", "Invalid request", [
          { field: "name", message: "Name must be at most 100 characters" },
        ]),
    });
    await fill(valid);
    await submit();
    expect(await screen.findByText("Name must be at most 100 characters")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(screen.queryByText("Failed to create account. Please try again.")).toBeNull();
  });

  it('says "Failed to create account. Please try again." on any other failure (spec §8)', async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { fill, submit } = await openSignup("/signup", {
      signUp: () => apiError(500, "internal", "Internal error"),
    });
    await fill(valid);
    await submit();
    expect((await screen.findByRole("status")).textContent).toBe("Failed to create account. Please try again.");
    // Said once: the toast; no alert on the page repeats it.
    expect(screen.getAllByText("Failed to create account. Please try again.")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(log).toHaveBeenCalledWith("Sign-up failed", expect.objectContaining({ code: "internal" }));
  });

  it("keeps the server's slow-down message on the page, in the interface language (here French)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await changeLanguage("fr");
    const app = renderApp("/signup", {
      session: null,
      signUp: () =>
        json(
          {
            error: {
              code: "resource-exhausted",
              message: "Too many requests. Please wait 30 seconds and try again.",
              messageId: "tooManyRequests",
              params: { seconds: 30 },
            },
          },
          429,
        ),
    });
    await app.user.type(await screen.findByLabelText("Nom"), valid.name);
    await app.user.type(screen.getByLabelText("Adresse e-mail"), valid.email);
    await app.user.type(screen.getByLabelText("Mot de passe"), valid.password);
    await app.user.type(screen.getByLabelText("Confirmer le mot de passe"), valid.confirmPassword);
    await app.user.click(screen.getByRole("button", { name: "Créer un compte" }));
    // French keeps the number and its unit together with a no-break space (Intl writes it).
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Trop de requêtes. Veuillez patienter 30\u00a0secondes, puis réessayer.",
    );
  });

  it("offers no provider buttons when the server has none configured", async () => {
    const { requests } = await openSignup();
    await waitFor(() => expect(requests.some((request) => request.url === "/api/auth/providers")).toBe(true));
    expect(screen.queryByRole("button", { name: /Continue with/ })).toBeNull();
  });
});
