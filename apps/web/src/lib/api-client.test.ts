import { sessionResponseSchema } from "@foliocraft/schemas";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../testing/msw";
import { ApiError, apiFetch } from "./api-client";

/** Every request from now on gets this answer (the latest call wins); returns the requests as they arrive. */
function respond(body: string, status = 200, statusText = "") {
  const requests: Request[] = [];
  server.use(
    http.all("*", ({ request }) => {
      requests.push(request.clone());
      return new Response(body, { status, statusText, headers: { "content-type": "application/json" } });
    }),
  );
  return requests;
}

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

    const requests = respond("{}");
    await apiFetch("/api/account/sign-out", { method: "POST", body: { a: 1 } });
    const [request] = requests;
    expect(new URL(request!.url).pathname).toBe("/api/account/sign-out");
    expect(request).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(await request!.text()).toBe('{"a":1}');
    expect(request!.headers.get("content-type")).toBe("application/json");
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
    // The network refuses: fetch rejects with a TypeError, as a browser's "Failed to fetch".
    server.use(http.all("*", () => HttpResponse.error()));
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
    // The server never answers; the page gives up.
    server.use(http.all("*", () => new Promise<Response>(() => {})));
    const controller = new AbortController();
    const pending = apiFetch("/api/x", { signal: controller.signal });
    // As a browser's abort(): the fetch rejects with an AbortError DOMException.
    controller.abort(new DOMException("The operation was aborted.", "AbortError"));
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
