import { describe, expect, it } from "vitest";
import {
  connectionErrorMessage,
  connectionSuccessMessage,
  readAppInstallMessage,
  readConnectionMessage,
} from "./deploy-messages";
import { problemKind } from "./deploy-problem";

describe("deploy popup messages (spec §7)", () => {
  it("names NETLIFY_AUTH_* and GITHUB_AUTH_* and carries no token", () => {
    expect(connectionSuccessMessage("netlify")).toEqual({ type: "NETLIFY_AUTH_SUCCESS", purpose: "deploy" });
    expect(connectionErrorMessage("github", "Failed to get access token")).toEqual({
      type: "GITHUB_AUTH_ERROR",
      error: "Failed to get access token",
    });
  });

  it("reads only the provider's own messages", () => {
    expect(readConnectionMessage("netlify", { type: "NETLIFY_AUTH_SUCCESS" })).toEqual({ ok: true });
    expect(readConnectionMessage("netlify", { type: "NETLIFY_AUTH_ERROR", error: "denied" })).toEqual({
      ok: false,
      error: "denied",
    });
    expect(readConnectionMessage("netlify", { type: "GITHUB_AUTH_SUCCESS" })).toBeNull();
    expect(readConnectionMessage("github", "GITHUB_AUTH_SUCCESS")).toBeNull();
    expect(readAppInstallMessage({ type: "GITHUB_APP_INSTALL_SUCCESS", installationId: 42 })).toEqual({
      ok: true,
      installationId: 42,
    });
    expect(readAppInstallMessage({ type: "GITHUB_APP_INSTALL_SUCCESS", installationId: "42" })).toBeNull();
    expect(readAppInstallMessage({ type: "GITHUB_APP_INSTALL_ERROR" })).toEqual({ ok: false, error: "" });
  });
});

describe("the way forward of a deploy problem", () => {
  const kind = (code: string, details: object = {}) => problemKind({ code, message: "", details });
  it.each([
    [kind("permission-denied", { upgrade: true }), "upgrade"],
    [kind("invalid-argument", { connect: true }), "connect"],
    [kind("invalid-argument", { connect: true, reconnect: true }), "reconnect"],
    [kind("unauthenticated"), "reconnect"],
    [kind("resource-exhausted", { retryAt: "2026-01-01T10:00:00Z" }), "rateLimited"],
    [kind("aborted", { suggestion: "ama-portfolio-1a2b" }), "nameTaken"],
    [kind("unavailable"), "unavailable"],
    [kind("invalid-argument", { tooLarge: true }), "tooLarge"],
    [kind("aborted", { deployId: "d-1" }), "busy"],
    [kind("internal"), "failed"],
  ])("%s → %s", (actual, expected) => expect(actual).toBe(expected));
});
