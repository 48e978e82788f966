import type { SessionUser } from "@foliocraft/schemas";
import { vi } from "vitest";

/** A signed-in user for tests. */
export const testUser: SessionUser = {
  id: "user-1",
  email: "ada@example.com",
  name: "Ada Lovelace",
  isPremium: false,
  isAdmin: false,
  onboardingCompleted: true,
};

/** `"pending"` keeps GET /api/session unanswered, to see the loader; `"error"` answers a 500. */
export type FakeSession = SessionUser | null | "pending" | "error";

export interface FakeApiOptions {
  session?: FakeSession;
  /** Answer for POST /api/auth/sign-out (default 200 `{}`). */
  signOut?: () => Response;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Replaces fetch with the server's contract for the shell: GET /api/session and POST /api/auth/sign-out;
 * anything else answers the server's JSON 404. Returns the mock to inspect calls.
 */
export function installFakeApi(options: FakeApiOptions = {}) {
  const session = options.session === undefined ? null : options.session;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? "GET";
    if (url === "/api/session" && method === "GET") {
      if (session === "pending") return new Promise<Response>(() => {});
      if (session === "error") return json({ error: { code: "internal", message: "Database unavailable" } }, 500);
      return json({ user: session });
    }
    if (url === "/api/auth/sign-out" && method === "POST") return options.signOut ? options.signOut() : json({});
    return json({ error: { code: "not-found", message: `No API endpoint answers ${method} ${url}` } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
