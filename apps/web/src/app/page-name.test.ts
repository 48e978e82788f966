import { describe, expect, it } from "vitest";
import { pageNameForPath } from "./page-name";

describe("pageNameForPath", () => {
  it.each([
    ["/", "home"],
    ["/login", "login"],
    ["/signup", "signup"],
    ["/onboarding", "onboarding"],
    ["/generate", "portfolioBuilder"],
    ["/dashboard", "dashboard"],
    ["/pricing", "pricing"],
    ["/deploy", "deploy"],
    ["/auth/github/callback", "githubAuth"],
    ["/github/callback", "githubAuth"],
    ["/auth/netlify/callback", "netlifyAuth"],
    ["/auth/netlify/oob", "netlifyAuth"],
  ] as const)("names %s as %s", (path, name) => {
    expect(pageNameForPath(path)).toBe(name);
  });

  it("ignores a trailing slash and letter case, like the router", () => {
    expect(pageNameForPath("/dashboard/")).toBe("dashboard");
    expect(pageNameForPath("/Generate")).toBe("portfolioBuilder");
    expect(pageNameForPath("//")).toBe("home");
  });

  it.each([
    "/about",
    "/docs",
    "/p/ada",
    "/api-docs",
    "/auth/github",
    "/auth/netlify",
    "/dashboard/extra",
    "/nope",
    "/forgot-password",
    "/reset-password",
  ])("calls anything else (%s) just a page", (path) => {
    expect(pageNameForPath(path)).toBe("page");
  });
});
