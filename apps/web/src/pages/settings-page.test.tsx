import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../i18n/i18n";
import { fullPageLoad } from "../lib/full-page-load";
import { testUser } from "../test/fake-api";
import { applyAppearance } from "../features/settings/appearance";
import {
  fakeDeployToken,
  fakePassword,
  fakeProfile,
  renderSignedIn,
  sent,
} from "../features/settings/fake-account-api";
import { PROFILE_SYNCED_KEY } from "../features/settings/profile-sync";

vi.mock("../lib/full-page-load", () => ({ fullPageLoad: vi.fn() }));

const section = async (name: string) => within(await screen.findByRole("region", { name }));

// Typing whole e-mail addresses and passwords key by key takes a while on a busy machine.
describe("/settings", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(fullPageLoad).mockClear();
    applyAppearance("system");
    window.localStorage.setItem(PROFILE_SYNCED_KEY, testUser.id);
  });

  it("appearance: light, dark and system apply at once and are saved to the profile", async () => {
    const { user, server } = renderSignedIn("/settings");
    const appearance = await section("Appearance");
    expect(appearance.getByRole("radio", { name: "System" })).toHaveProperty("checked", true);
    await user.click(appearance.getByRole("radio", { name: "Dark" }));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(await appearance.findByText("Saved. It will follow you to your other devices.")).toBeTruthy();
    await user.click(appearance.getByRole("radio", { name: "System" }));
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(window.localStorage.getItem("theme")).toBeNull();
    await waitFor(() =>
      expect(sent(server, "PATCH", "/api/profile")).toEqual([
        { preferences: { theme: "dark" } },
        { preferences: { theme: "system" } },
      ]),
    );
  });

  it("language: the ten languages; choosing Arabic switches the page to right-to-left and saves it", async () => {
    const { user, server } = renderSignedIn("/settings");
    const select = (await section("Language")).getByLabelText("Interface language");
    expect(within(select).getAllByRole("option")).toHaveLength(10);
    await user.selectOptions(select, "ar");
    await waitFor(() => expect(document.documentElement.getAttribute("dir")).toBe("rtl"));
    expect(i18n.language).toBe("ar");
    expect(window.localStorage.getItem("language")).toBe("ar");
    expect(await screen.findByRole("heading", { level: 1, name: "الإعدادات" })).toBeTruthy();
    await waitFor(() => expect(sent(server, "PATCH", "/api/profile")).toEqual([{ preferences: { language: "ar" } }]));
  });

  it("account: changes the name (spec toast), shows the e-mail, and validates", async () => {
    const { user, server } = renderSignedIn("/settings");
    const account = await section("Account");
    expect(account.getByText(testUser.email)).toBeTruthy();
    const name = account.getByLabelText("Name");
    await user.clear(name);
    await user.click(account.getByRole("button", { name: "Save name" }));
    expect(await account.findByText("Name is required")).toBeTruthy();
    await user.type(name, "Ada King");
    await user.click(account.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Profile updated successfully!")).toBeTruthy();
    expect(sent(server, "PATCH", "/api/profile")).toEqual([{ displayName: "Ada King" }]);
  });

  it("account: change password, sign out other sessions", async () => {
    const { user, server } = renderSignedIn("/settings", { sessions: 3 });
    const account = await section("Account");
    expect(await account.findByText("Signed in on other browsers or devices: 2")).toBeTruthy();
    await user.type(account.getByLabelText("Current password"), "old-secret");
    await user.type(account.getByLabelText("New password"), "new-secret-1");
    await user.type(account.getByLabelText("Confirm new password"), "new-secret-2");
    await user.click(account.getByRole("button", { name: "Change password" }));
    expect(await account.findByText("Passwords do not match")).toBeTruthy();
    await user.clear(account.getByLabelText("Confirm new password"));
    await user.type(account.getByLabelText("Confirm new password"), "new-secret-1");
    await user.click(account.getByRole("button", { name: "Change password" }));
    expect(
      await screen.findByText("Your password has been changed. Your other sessions were signed out."),
    ).toBeTruthy();
    expect(sent(server, "POST", "/api/account/password")).toEqual([
      { currentPassword: "old-secret", password: "new-secret-1", confirmPassword: "new-secret-1" },
    ]);

    await user.click(account.getByRole("button", { name: "Sign out other sessions" }));
    expect(await screen.findByText("Your other sessions have been signed out.")).toBeTruthy();
    expect(await account.findByText("Signed in on other browsers or devices: 0")).toBeTruthy();
  });

  it("connected accounts: status per provider, disconnect, and Netlify for deploys", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, server } = renderSignedIn("/settings", {
      linked: [
        { provider: "password", linkedAt: "2025-01-01T00:00:00Z" },
        { provider: "github", linkedAt: "2025-01-02T00:00:00Z" },
      ],
      providers: { google: false, github: true, passkey: false },
    });
    const list = within(await screen.findByRole("list", { name: "Connected accounts" }));
    const row = (name: string) =>
      within(list.getByText(name, { selector: "span.font-medium" }).closest("li") as HTMLElement);
    expect(await row("GitHub").findByText("Connected")).toBeTruthy();
    expect(row("Google").getByText("Not available on this server")).toBeTruthy();
    expect(row("Google").queryByRole("button")).toBeNull();
    // The deploy providers are listed apart, every one of the catalog (issue 25).
    const deploys = within(screen.getByRole("list", { name: "Deploy connections" }));
    const deployRow = (name: string) =>
      within(deploys.getByText(name, { selector: "span.font-medium" }).closest("li") as HTMLElement);
    for (const name of ["GitHub", "Netlify", "Vercel", "Cloudflare"]) {
      expect(await deployRow(name).findByText("Not connected")).toBeTruthy();
      expect(deployRow(name).getByRole("button", { name: `Connect ${name}` })).toHaveProperty("disabled", false);
    }
    expect(list.queryByText("Netlify")).toBeNull();

    await user.click(row("GitHub").getByRole("button", { name: "Disconnect GitHub" }));
    expect(await screen.findByText("GitHub has been disconnected.")).toBeTruthy();
    expect(sent(server, "DELETE", "/api/account/linked-accounts/github")).toHaveLength(1);
    expect(await row("GitHub").findByRole("button", { name: "Connect GitHub" })).toBeTruthy();
  });

  it("connected accounts: the server refuses to disconnect the last way to sign in", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderSignedIn("/settings", {
      linked: [{ provider: "github", linkedAt: "2025-01-02T00:00:00Z" }],
      overrides: {
        "DELETE /api/account/linked-accounts/github": () =>
          new Response(
            JSON.stringify({
              error: {
                code: "invalid-argument",
                message: "…",
                messageId: "linkLastMethod",
                params: { provider: "GitHub" },
                details: { reason: "last-sign-in-method" },
              },
            }),
            { status: 400 },
          ),
      },
    });
    const account = await section("Account");
    expect(await account.findByText("This account has no password: it signs in with Google or GitHub.")).toBeTruthy();
    await user.click(await account.findByRole("button", { name: "Disconnect GitHub" }));
    expect(
      await screen.findByText(
        "GitHub is the only way you sign in to this account, so it cannot be disconnected. Connect another account first.",
      ),
    ).toBeTruthy();
  });

  it("connect opens the provider popup from the click and shows the new connection", async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: "about:blank" } };
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const { user, server } = renderSignedIn("/settings", { providers: { google: true, github: true, passkey: false } });
    const list = within(await screen.findByRole("list", { name: "Connected accounts" }));
    await user.click(await list.findByRole("button", { name: "Connect Google" }));
    expect(open).toHaveBeenCalledWith(
      "about:blank",
      "foliocraft-oauth",
      expect.stringContaining("width=500,height=600"),
    );
    await waitFor(() => expect(popup.location.href).toBe("https://provider.example/authorize?p=google"));
    expect(sent(server, "POST", "/api/account/linked-accounts/google/start")).toHaveLength(1);

    // The popup finishes the link on the server and goes away without a report: the page looks again.
    server.linked = [...server.linked, { provider: "google", linkedAt: "2025-06-01T00:00:00Z" }];
    popup.closed = true;
    expect(await screen.findByText("Google is now connected to your account.")).toBeTruthy();
    expect(await list.findByRole("button", { name: "Disconnect Google" })).toBeTruthy();
  });

  it("Netlify: connects in the popup (NETLIFY_AUTH_SUCCESS from that popup only) and disconnects", async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: "about:blank" } };
    vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const { user, server } = renderSignedIn("/settings");
    const list = within(await screen.findByRole("list", { name: "Deploy connections" }));
    const row = () => within(list.getByText("Netlify", { selector: "span.font-medium" }).closest("li") as HTMLElement);
    await user.click(await row().findByRole("button", { name: "Connect Netlify" }));
    await waitFor(() => expect(popup.location.href).toBe("https://provider.example/authorize?p=netlify"));
    expect(sent(server, "POST", "/api/deploy/connections/netlify/start")).toHaveLength(1);

    server.deployConnections = [
      {
        provider: "netlify",
        login: "ama@example.com",
        scope: "",
        createdAt: "2025-06-01T00:00:00Z",
        needsReconnect: false,
      },
    ];
    // Another window's message is ignored; the popup's own report counts.
    window.dispatchEvent(
      new MessageEvent("message", { data: { type: "NETLIFY_AUTH_SUCCESS" }, origin: window.location.origin }),
    );
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { type: "NETLIFY_AUTH_SUCCESS", purpose: "deploy" },
        origin: window.location.origin,
        source: popup as unknown as Window,
      }),
    );
    expect(await screen.findByText("Netlify is now connected for deploys.")).toBeTruthy();
    expect(await row().findByText("Connected to Netlify as ama@example.com.")).toBeTruthy();

    await user.click(row().getByRole("button", { name: "Disconnect Netlify" }));
    expect(await screen.findByText("Netlify has been disconnected.")).toBeTruthy();
    expect(sent(server, "DELETE", "/api/deploy/connections/netlify")).toHaveLength(1);
    expect(await row().findByRole("button", { name: "Connect Netlify" })).toBeTruthy();
  });

  it("Vercel: Connect opens the token form; a refused token is explained on the field; then connected and disconnected", async () => {
    const { user, server } = renderSignedIn("/settings");
    const list = within(await screen.findByRole("list", { name: "Deploy connections" }));
    const row = () => within(list.getByText("Vercel", { selector: "span.font-medium" }).closest("li") as HTMLElement);
    await user.click(await row().findByRole("button", { name: "Connect Vercel" }));
    const field = await row().findByLabelText("Vercel API token");
    expect(
      row()
        .getByRole("link", { name: /Create a token on Vercel/ })
        .getAttribute("href"),
    ).toBe("https://vercel.com/account/tokens");
    await user.type(field, "expired-token");
    await user.click(row().getByRole("button", { name: "Connect Vercel" }));
    expect(await row().findByText(/Vercel did not accept this token/)).toBeTruthy();
    expect(server.deployConnections).toEqual([]);

    await user.clear(field);
    await user.type(field, fakeDeployToken);
    await user.click(row().getByRole("button", { name: "Connect Vercel" }));
    expect(await screen.findByText("Vercel is now connected for deploys.")).toBeTruthy();
    expect(await row().findByText("Connected to Vercel as ama-mensah.")).toBeTruthy();
    expect(row().queryByLabelText("Vercel API token")).toBeNull();
    expect(sent(server, "POST", "/api/deploy/connections/vercel/token")).toHaveLength(2);

    await user.click(row().getByRole("button", { name: "Disconnect Vercel" }));
    expect(await screen.findByText("Vercel has been disconnected.")).toBeTruthy();
    expect(await row().findByRole("button", { name: "Connect Vercel" })).toBeTruthy();
  });

  it("plan: the spec §4 status text and badge with days remaining", async () => {
    renderSignedIn("/settings", {
      profile: fakeProfile({
        plan: "pro",
        isPremium: true,
        subscription: { status: "pro-expiring", daysRemaining: 4, subscriptionType: "monthly", subscriptionEnd: null },
      }),
    });
    const plan = await section("Plan");
    expect(plan.getByText("Pro Plan (Expires in 4 days)").getAttribute("data-variant")).toBe("destructive");
    expect(plan.getByText("Days remaining: 4")).toBeTruthy();
  });

  it("danger zone: export link, and delete only after typing the e-mail and the current password", async () => {
    const { user, server } = renderSignedIn("/settings");
    const danger = await section("Danger zone");
    expect(danger.getByRole("link", { name: "Export my data (JSON)" }).getAttribute("href")).toBe(
      "/api/account/export",
    );
    await user.click(danger.getByRole("button", { name: "Delete my account" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete your account?" }));
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    expect(confirm).toHaveProperty("disabled", true);
    await user.type(dialog.getByLabelText(`Type ${testUser.email} to confirm`), "someone@else.com");
    expect(confirm).toHaveProperty("disabled", true);
    await user.clear(dialog.getByLabelText(`Type ${testUser.email} to confirm`));
    await user.type(dialog.getByLabelText(`Type ${testUser.email} to confirm`), testUser.email.toUpperCase());
    // The password field has a visible label; without a password the button stays off.
    expect(confirm).toHaveProperty("disabled", true);
    const password = dialog.getByLabelText("Current password");
    await user.type(password, "wrong-password");
    await user.click(confirm);
    expect(await dialog.findByText("Your current password is not correct.")).toBeTruthy();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    await user.clear(password);
    await user.type(password, fakePassword);
    await user.click(confirm);
    expect(await screen.findByText("Your account has been deleted.")).toBeTruthy();
    expect(sent(server, "DELETE", "/api/account")).toEqual([
      { confirmEmail: testUser.email.toUpperCase(), password: "wrong-password" },
      { confirmEmail: testUser.email.toUpperCase(), password: fakePassword },
    ]);
    expect(window.localStorage.getItem(PROFILE_SYNCED_KEY)).toBeNull();
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/"), { timeout: 3000 });
  });

  it("danger zone without a password: explains the recent sign-in, asks no password", async () => {
    const { user, server } = renderSignedIn("/settings", {
      linked: [{ provider: "github", linkedAt: "2025-01-10T09:00:00.000Z" }],
    });
    const danger = await section("Danger zone");
    await user.click(danger.getByRole("button", { name: "Delete my account" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete your account?" }));
    expect(
      dialog.getByText(/Your account has no password\. For your safety, it can be deleted only within 5 minutes/),
    ).toBeTruthy();
    expect(dialog.queryByLabelText("Current password")).toBeNull();
    await user.type(dialog.getByLabelText(`Type ${testUser.email} to confirm`), testUser.email);
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText("Your account has been deleted.")).toBeTruthy();
    expect(sent(server, "DELETE", "/api/account")).toEqual([{ confirmEmail: testUser.email }]);
  });
});

describe("/settings two-step sign-in", { timeout: 20_000 }, () => {
  beforeEach(() => window.localStorage.setItem(PROFILE_SYNCED_KEY, testUser.id));

  it("sets up with the password, shows the key and the recovery codes, and turns on with the app's code", async () => {
    const { user, server } = renderSignedIn("/settings");
    const twoStep = await section("Two-step sign-in");
    expect(await twoStep.findByText("Two-step sign-in is off.")).toBeTruthy();
    await user.click(twoStep.getByRole("button", { name: "Set up two-step sign-in" }));
    await user.type(twoStep.getByLabelText("Current password"), fakePassword);
    await user.click(twoStep.getByRole("button", { name: "Set up two-step sign-in" }));
    expect(await twoStep.findByText("JBSW Y3DP EHPK 3PXP")).toBeTruthy();
    expect(twoStep.getByRole("link", { name: "Open in authenticator app" }).getAttribute("href")).toMatch(/^otpauth:/);
    expect(twoStep.getAllByRole("listitem")).toHaveLength(10);
    await user.type(twoStep.getByLabelText("Code from the app"), "000000");
    await user.click(twoStep.getByRole("button", { name: "Turn on" }));
    expect(await twoStep.findByText("That code is not correct.")).toBeTruthy();
    await user.clear(twoStep.getByLabelText("Code from the app"));
    await user.type(twoStep.getByLabelText("Code from the app"), "123456");
    await user.click(twoStep.getByRole("button", { name: "Turn on" }));
    expect(await twoStep.findByText("Two-step sign-in is on.", { selector: "[role=status]" })).toBeTruthy();
    expect(server.twoStep).toBe(true);
    // The recovery codes stay in view until the page is left: they are never shown again.
    expect(twoStep.getAllByRole("listitem")).toHaveLength(10);
  });

  it("turns off with the password", async () => {
    const { user, server } = renderSignedIn("/settings", { twoStep: true });
    const twoStep = await section("Two-step sign-in");
    await user.click(await twoStep.findByRole("button", { name: "Turn off two-step sign-in" }));
    await user.type(twoStep.getByLabelText("Current password"), fakePassword);
    await user.click(twoStep.getByRole("button", { name: "Turn off two-step sign-in" }));
    expect(await twoStep.findByText("Two-step sign-in is off.", { selector: "[role=status]" })).toBeTruthy();
    expect(server.twoStep).toBe(false);
  });
});
