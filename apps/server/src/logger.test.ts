import { describe, expect, it } from "vitest";
import { loggableUrl } from "./logger";

describe("loggableUrl", () => {
  it("hides e-mailed tokens and OAuth codes, keeps the rest", () => {
    expect(loggableUrl("/verify-email?token=eyJhbGciOi.abc.def")).toBe("/verify-email?token=…");
    expect(loggableUrl("/reset-password?token=abc123&x=1")).toBe("/reset-password?token=…&x=1");
    expect(loggableUrl("/auth/github/callback?code=c0de&state=s7&error=access_denied")).toBe(
      "/auth/github/callback?code=…&state=…&error=access_denied",
    );
    expect(loggableUrl("/api/portfolios?page=2")).toBe("/api/portfolios?page=2");
  });
});
