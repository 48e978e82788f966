import { describe, expect, it } from "vitest";
import { saveOAuthIntent, takeOAuthIntent } from "./oauth-intent";
import { oauthErrorMessage, oauthSuccessMessage, readOAuthMessage } from "./oauth-messages";

describe("the remembered sign-in intent (full-page fallback)", () => {
  it("comes back once, for the same provider", () => {
    saveOAuthIntent("github", { mode: "signup", plan: "yearly" });
    expect(takeOAuthIntent("github")).toEqual({ mode: "signup", plan: "yearly" });
    expect(takeOAuthIntent("github")).toEqual({ mode: "login", plan: null });
  });

  it("counts as a log-in for another provider, or when missing or malformed", () => {
    saveOAuthIntent("google", { mode: "signup", plan: null });
    expect(takeOAuthIntent("github")).toEqual({ mode: "login", plan: null });
    window.sessionStorage.setItem("oauth-intent", "{not json");
    expect(takeOAuthIntent("github")).toEqual({ mode: "login", plan: null });
    window.sessionStorage.setItem("oauth-intent", JSON.stringify({ provider: "github", mode: "admin", plan: "free" }));
    expect(takeOAuthIntent("github")).toEqual({ mode: "login", plan: null });
  });
});

describe("the popup's messages (spec §7)", () => {
  it("carry the spec's types, no token", () => {
    expect(oauthSuccessMessage("github", true)).toEqual({ type: "GITHUB_AUTH_SUCCESS", isNewUser: true });
    expect(oauthErrorMessage("github", "GitHub API error")).toEqual({
      type: "GITHUB_AUTH_ERROR",
      error: "GitHub API error",
    });
    expect(oauthSuccessMessage("google", false)).toEqual({ type: "GOOGLE_AUTH_SUCCESS", isNewUser: false });
  });

  it("are read only for the provider waited for", () => {
    expect(readOAuthMessage("github", oauthSuccessMessage("github", true))).toEqual({ ok: true, isNewUser: true });
    expect(readOAuthMessage("github", oauthErrorMessage("github", "x"))).toEqual({ ok: false, error: "x" });
    expect(readOAuthMessage("github", oauthSuccessMessage("google", true))).toBeNull();
    expect(readOAuthMessage("github", { type: "NETLIFY_AUTH_SUCCESS", token: "t" })).toBeNull();
    expect(readOAuthMessage("github", null)).toBeNull();
    expect(readOAuthMessage("github", "GITHUB_AUTH_SUCCESS")).toBeNull();
  });
});
