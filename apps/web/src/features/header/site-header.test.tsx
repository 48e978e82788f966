import type { SessionUser } from "@foliocraft/schemas";
import { cleanup, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../app/route-handle";
import { testUser } from "../../test/fake-api";
import { installMatchMedia } from "../../test/match-media";
import { renderApp } from "../../test/render-app";
import { useSession } from "../auth/use-session";
import { SiteHeader } from "./site-header";

/** Renders the header once the session has answered, as the root layout does. */
function HeaderAfterSession() {
  return useSession().isLoading ? null : <SiteHeader />;
}

/** The header alone, on a route whose handle may ask for the Deploy button. */
function renderHeader(session: SessionUser | null, handle: RouteHandle = {}) {
  const routeTable: RouteObject[] = [{ path: "/", element: <HeaderAfterSession />, handle }];
  const result = renderApp("/", { session, routeTable });
  return { ...result, banner: () => screen.findByRole("banner") };
}

/** Links named "Deploy" outside the page navigation: that is the Deploy button. */
const deployButtons = (banner: HTMLElement) =>
  within(banner)
    .queryAllByRole("link", { name: "Deploy" })
    .filter((link) => !link.closest("nav"));

describe("site header", () => {
  it("for a visitor: brand to /, the five page links, Log in and Sign up, no e-mail or Logout", async () => {
    const { banner } = renderHeader(null);
    const header = await banner();
    expect(within(header).getByRole("link", { name: "Foliocraft" }).getAttribute("href")).toBe("/");
    const nav = within(header).getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Pricing", "/pricing"],
      ["Dashboard", "/dashboard"],
      ["Generate", "/generate"],
      ["Deploy", "/deploy"],
      ["Docs", "/docs"],
    ]);
    expect(within(header).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(within(header).getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup");
    expect(within(header).queryByRole("button", { name: "Logout" })).toBeNull();
    expect(within(header).queryByText("Pro")).toBeNull();
  });

  it("for a signed-in user: brand to /dashboard, the e-mail and Logout, no Log in or Sign up", async () => {
    const { banner } = renderHeader(testUser);
    const header = await banner();
    expect(within(header).getByRole("link", { name: "Foliocraft" }).getAttribute("href")).toBe("/dashboard");
    expect(within(header).getByText(testUser.email)).toBeTruthy();
    expect(within(header).getByRole("button", { name: "Logout" })).toBeTruthy();
    expect(within(header).queryByRole("link", { name: "Log in" })).toBeNull();
    expect(within(header).queryByRole("link", { name: "Sign up" })).toBeNull();
  });

  it("shows the Pro badge only for premium users", async () => {
    const { banner, unmount } = renderHeader(testUser);
    expect(within(await banner()).queryByText("Pro")).toBeNull();
    unmount();
    const premium = renderHeader({ ...testUser, isPremium: true });
    expect(within(await premium.banner()).getByText("Pro")).toBeTruthy();
  });

  it.each([
    [true, testUser, 1],
    [true, null, 0],
    [false, testUser, 0],
    [false, null, 0],
  ] as const)("Deploy button when the route asks (%s) and the user is %o: %i", async (asks, user, count) => {
    const { banner } = renderHeader(user, { showDeployButton: asks });
    const header = await banner();
    const buttons = deployButtons(header);
    expect(buttons).toHaveLength(count);
    if (count) expect(buttons[0]?.getAttribute("href")).toBe("/deploy");
  });

  it("shows the Deploy button on /dashboard and /generate, not on /deploy or /pricing", async () => {
    for (const [path, expected] of [
      ["/dashboard", 1],
      ["/generate", 1],
      ["/deploy", 0],
      ["/pricing", 0],
    ] as const) {
      const { unmount } = renderApp(path, { session: testUser });
      await screen.findByRole("heading", { level: 1 });
      expect(deployButtons(screen.getByRole("banner"))).toHaveLength(expected);
      unmount();
    }
  });

  it("toggles the theme: the name says what it will do, the choice is stored and applied", async () => {
    const { user, banner } = renderHeader(null);
    const header = await banner();
    const html = document.documentElement;
    const startDark = html.classList.contains("dark");
    const toggle = within(header).getByRole("button", {
      name: startDark ? "Switch to light theme" : "Switch to dark theme",
    });
    await user.click(toggle);
    expect(html.classList.contains("dark")).toBe(!startDark);
    expect(window.localStorage.getItem("theme")).toBe(startDark ? "light" : "dark");
    expect(toggle.getAttribute("aria-label")).toBe(startDark ? "Switch to dark theme" : "Switch to light theme");
  });

  it("lists the ten languages by their own names and switches to Arabic (rtl) from the keyboard", async () => {
    const { user, banner } = renderHeader(null);
    const header = await banner();
    const trigger = within(header).getByRole("button", { name: "Language: English" });
    trigger.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    const names = within(menu)
      .getAllByRole("menuitemradio")
      .map((item) => item.textContent);
    expect(names).toEqual([
      "English",
      "Español",
      "Français",
      "Deutsch",
      "Português",
      "Italiano",
      "中文",
      "日本語",
      "العربية",
      "हिन्दी",
    ]);
    expect(within(menu).getByRole("menuitemradio", { name: "English" }).getAttribute("aria-checked")).toBe("true");

    await user.click(within(menu).getByRole("menuitemradio", { name: "العربية" }));
    expect(await within(header).findByRole("button", { name: "اللغة: العربية" })).toBeTruthy();
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");
    expect(document.documentElement.getAttribute("lang")).toBe("ar");
    expect(within(header).getByRole("link", { name: "تسجيل الدخول" })).toBeTruthy();
  });

  it("on a phone, the menu button offers the page links and the account actions", async () => {
    installMatchMedia({ viewportWidth: 360 });
    const { user, banner } = renderHeader(testUser, { showDeployButton: true });
    const header = await banner();
    await user.click(within(header).getByRole("button", { name: "Menu" }));
    const menu = await screen.findByRole("menu");
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "Pricing",
      "Dashboard",
      "Generate",
      "Deploy",
      "Docs",
      "My portfolios",
      "Settings",
      "Logout",
    ]);
    expect(within(menu).getByText(`Signed in as ${testUser.email}`)).toBeTruthy();
  });

  it("on a phone, a visitor's menu offers Log in and Sign up", async () => {
    installMatchMedia({ viewportWidth: 360 });
    const { user, banner } = renderHeader(null);
    await user.click(within(await banner()).getByRole("button", { name: "Menu" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(within(menu).getByRole("menuitem", { name: "Sign up" }).getAttribute("href")).toBe("/signup");
  });

  it("on a wide screen, the menu holds only the page links (the account controls are in the header)", async () => {
    installMatchMedia({ viewportWidth: 900 });
    const { user, banner } = renderHeader(testUser);
    await user.click(within(await banner()).getByRole("button", { name: "Menu" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitem")).toHaveLength(5);
  });

  it("links a signed-in user to settings, and an admin to the administration page", async () => {
    installMatchMedia({ viewportWidth: 1280 });
    const { banner } = renderHeader(testUser);
    const header = await banner();
    expect(within(header).getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings");
    expect(within(header).queryByRole("link", { name: "Administration" })).toBeNull();
    cleanup();
    const admin = renderHeader({ ...testUser, isAdmin: true });
    const adminHeader = await admin.banner();
    expect(within(adminHeader).getByRole("link", { name: "Administration" }).getAttribute("href")).toBe("/admin");
  });

  it("offers a skip link to the main content first", async () => {
    renderApp("/pricing");
    await screen.findByRole("heading", { level: 1, name: "Pricing" });
    const skip = screen.getAllByRole("link")[0];
    expect(skip?.textContent).toBe("Skip to main content");
    expect(skip?.getAttribute("href")).toBe("#main");
    expect(document.getElementById("main")?.tagName).toBe("MAIN");
  });
});
