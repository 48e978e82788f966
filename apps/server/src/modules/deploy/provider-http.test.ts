import { describe, expect, it } from "vitest";
import { ProviderHttpError, ProviderUnreachableError, providerRequest, retryAt, toAppError } from "./provider-http";

const now = new Date("2026-11-21T10:00:00Z");
const httpError = (status: number, headers: Record<string, string> = {}, message = "Forbidden") =>
  new ProviderHttpError("GitHub", status, { message }, new Headers(headers));

describe("provider errors", () => {
  it("reads when to retry from retry-after first, then x-ratelimit-reset", () => {
    expect(retryAt(new Headers({ "retry-after": "90", "x-ratelimit-reset": "1" }), now)).toEqual(
      new Date("2026-11-21T10:01:30Z"),
    );
    expect(retryAt(new Headers({ "x-ratelimit-reset": String(now.getTime() / 1000 + 3600) }), now)).toEqual(
      new Date("2026-11-21T11:00:00Z"),
    );
    expect(retryAt(new Headers(), now)).toBeUndefined();
  });

  it("tells a rate limit from a plain 403, and keeps the provider's message for other refusals", () => {
    const limited = toAppError(httpError(403, { "x-ratelimit-remaining": "0" }), now);
    expect(limited.code).toBe("resource-exhausted");
    expect(limited.message).toBe("GitHub's rate limit was reached. Please try again in a few minutes.");
    expect(limited).toMatchObject({ messageId: "deployRateLimited", params: { provider: "GitHub" } });
    // When to retry is a number of seconds or minutes, never English words, in the message's parameters.
    expect(toAppError(httpError(429, { "retry-after": "45" }), now)).toMatchObject({
      messageId: "deployRateLimitedSeconds",
      params: { provider: "GitHub", seconds: 45 },
      message: "GitHub's rate limit was reached. Please try again in 45 seconds.",
    });
    expect(toAppError(httpError(429, { "retry-after": "600" }), now)).toMatchObject({
      messageId: "deployRateLimitedMinutes",
      params: { provider: "GitHub", minutes: 10 },
    });

    // The provider's own words stay beside the message (quoted by the web), not inside it.
    const forbidden = toAppError(httpError(403, { "x-ratelimit-remaining": "4999" }, "Resource not accessible"), now);
    expect(forbidden.code).toBe("permission-denied");
    expect(forbidden.message).toBe("GitHub refused the request (HTTP 403).");
    expect(forbidden.messageId).toBe("deployProviderRefused");
    expect(forbidden.details).toEqual({
      provider: "GitHub",
      reconnect: true,
      providerMessage: "Resource not accessible",
    });
    const refused = toAppError(httpError(422, {}, "Update is not a fast forward"), now);
    expect(refused.code).toBe("invalid-argument");
    expect(refused.details).toEqual({
      provider: "GitHub",
      status: 422,
      providerMessage: "Update is not a fast forward",
    });
    expect(toAppError(httpError(422, {}, "  "), now).details).toEqual({ provider: "GitHub", status: 422 });
    expect(toAppError(httpError(502), now)).toMatchObject({
      code: "unavailable",
      messageId: "deployProviderUnavailable",
      params: { provider: "GitHub", status: 502 },
    });
  });

  it("says a provider that cannot be reached is unavailable", async () => {
    const err = await providerRequest("Netlify", "http://127.0.0.1:1/api/v1/user", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderUnreachableError);
    expect(toAppError(err).message).toBe("Netlify could not be reached. Please try again in a few minutes.");
  });
});
