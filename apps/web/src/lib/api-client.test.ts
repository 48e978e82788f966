import { sessionResponseSchema } from "@foliocraft/schemas";
import { describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./api-client";

const respond = (body: string, status = 200, statusText = "") =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status, statusText, headers: { "content-type": "application/json" } })),
  );

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("apiFetch", () => {
  it("sends same-origin credentials and JSON, and returns the validated answer", async () => {
    respond(JSON.stringify({ user: null }));
    await expect(apiFetch("/api/session", { schema: sessionResponseSchema })).resolves.toEqual({ user: null });

    respond("{}");
    await apiFetch("/api/account/sign-out", { method: "POST", body: { a: 1 } });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe("/api/account/sign-out");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ "content-type": "application/json" });
  });

  it("throws an ApiError with the code, message and details of the error body", async () => {
    respond(
      JSON.stringify({ error: { code: "resource-exhausted", message: "Slow down", details: { retry: 3 } } }),
      429,
    );
    const error = await failure(apiFetch("/api/x"));
    expect(error).toMatchObject({
      code: "resource-exhausted",
      message: "Slow down",
      status: 429,
      details: { retry: 3 },
    });
  });

  it("keeps the message's catalog id and parameters, to show it in the interface language", async () => {
    respond(
      JSON.stringify({
        error: {
          code: "resource-exhausted",
          message: "Too many requests. Please wait 12 seconds and try again.",
          messageId: "tooManyRequests",
          params: { seconds: 12 },
        },
      }),
      429,
    );
    const error = await failure(apiFetch("/api/x"));
    expect(error).toMatchObject({ code: "resource-exhausted", messageId: "tooManyRequests", params: { seconds: 12 } });
  });

  it("derives the code from the status when the body is not an error body", async () => {
    respond("<html>Bad gateway</html>", 502, "Bad Gateway");
    expect(await failure(apiFetch("/api/x"))).toMatchObject({ code: "internal", status: 502 });
    respond("", 404, "Not Found");
    expect(await failure(apiFetch("/api/x"))).toMatchObject({ code: "not-found", message: "Not Found" });
    respond(JSON.stringify({ error: "nope" }), 503);
    expect(await failure(apiFetch("/api/x"))).toMatchObject({ code: "unavailable" });
  });

  it("reports a network failure as `internal` with status 0 (spec §8)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await failure(apiFetch("/api/x"))).toMatchObject({ code: "internal", status: 0 });
  });

  it("rejects an unparseable or wrongly shaped answer", async () => {
    respond("not json");
    expect(await failure(apiFetch("/api/x"))).toMatchObject({
      code: "internal",
      message: "Response is not valid JSON object.",
    });
    respond(JSON.stringify({ user: 42 }));
    expect(await failure(apiFetch("/api/x", { schema: sessionResponseSchema }))).toMatchObject({
      code: "internal",
    });
  });

  it("lets an abort through as an AbortError", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new DOMException("aborted", "AbortError"))),
    );
    await expect(apiFetch("/api/x")).rejects.toMatchObject({ name: "AbortError" });
  });
});
