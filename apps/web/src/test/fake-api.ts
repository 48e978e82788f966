import type { AuthProviders, SessionUser } from "@foliocraft/schemas";
import { http } from "msw";
import { recordSent, sentBodies, server } from "../testing/msw";
import type { SentRequest } from "../testing/msw";

/** A signed-in user for tests. */
export const testUser: SessionUser = {
  id: "user-1",
  email: "ada@example.com",
  name: "Ada Lovelace",
  isPremium: false,
  isAdmin: false,
  onboardingCompleted: true,
  emailVerified: true,
};

/** `"pending"` keeps GET /api/session unanswered, to see the loader; `"error"` answers a 500. */
export type FakeSession = SessionUser | null | "pending" | "error";

/** An answer for one account endpoint, given the JSON body the page sent. */
export type FakeHandler = (body: unknown) => Response | Promise<Response>;

export interface FakeApiOptions {
  session?: FakeSession;
  /** Answer for POST /api/account/sign-out (default 200 `{}`). */
  signOut?: () => Response;
  /** Answer for POST /api/account/sign-in (default 200; the session then reports `sessionAfterSignIn`). */
  signIn?: FakeHandler;
  /** Answer for POST /api/account/sign-in/two-factor (default 200; the session then reports `sessionAfterSignIn`). */
  twoStep?: FakeHandler;
  /** Answer for POST /api/account/sign-up (default 201; the session then reports `sessionAfterSignIn`). */
  signUp?: FakeHandler;
  /** Answer for POST /api/account/password-reset (default 200 `{}`). */
  passwordReset?: FakeHandler;
  /** Answer for POST /api/account/password-reset/confirm (default 200 `{}`). */
  passwordResetConfirm?: FakeHandler;
  /** Answer for POST /api/account/sign-in/passkey (default 200; the session then reports `sessionAfterSignIn`). */
  passkeySignIn?: FakeHandler;
  /** GET /api/auth/providers (default both false, as on a server without OAuth configured). */
  providers?: AuthProviders;
  /** What GET /api/session reports after a successful sign-in or sign-up (default testUser). */
  sessionAfterSignIn?: FakeSession;
}

/** A JSON response. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The server's error body: `{ error: { code, message, details? } }`. */
export const apiError = (status: number, code: string, message: string, details?: unknown) =>
  json({ error: details === undefined ? { code, message } : { code, message, details } }, status);

/** The JSON body a request carries; undefined without one, or for a body that is not JSON (a form). */
export async function readJsonBody(request: Request): Promise<unknown> {
  // A copy: a handler that does not answer leaves the body to the next one.
  const text = await request
    .clone()
    .text()
    .catch(() => "");
  try {
    return text === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Answers the server's contract on the suite's network fake (testing/msw.ts): GET /api/session, the account
 * endpoints under /api/account and GET /api/auth/providers; anything else answers the server's JSON 404. A test
 * answers more with `server.use(...)` afterwards (the later handler wins). Returns the requests as they are sent.
 */
export function serveSessionApi(options: FakeApiOptions = {}): SentRequest[] {
  let session = options.session === undefined ? null : options.session;
  const sessionAfterSignIn = options.sessionAfterSignIn ?? testUser;

  // Like the server: a successful sign-in or sign-up sets the session cookie, so the next GET /api/session sees it.
  const signsIn = async (handler: FakeHandler | undefined, body: unknown, status: number) => {
    const response = handler ? await handler(body) : json({ user: sessionAfterSignIn }, status);
    // A sign-in that asks for the second step sets no session yet.
    const pending =
      response.ok &&
      (
        await response
          .clone()
          .json()
          .catch(() => ({}))
      )?.twoFactorRequired === true;
    if (response.ok && !pending) session = sessionAfterSignIn;
    return response;
  };

  const sent = recordSent();
  server.use(
    http.all("*", async ({ request }): Promise<Response> => {
      const address = new URL(request.url);
      const url = address.pathname + address.search;
      const method = request.method;
      if (url === "/api/session" && method === "GET") {
        if (session === "pending") return new Promise<Response>(() => {});
        if (session === "error") return apiError(500, "internal", "Database unavailable");
        return json({ user: session });
      }
      if (url === "/api/auth/providers" && method === "GET") {
        return json(options.providers ?? { google: false, github: false, passkey: false });
      }
      if (method === "POST") {
        const body = await readJsonBody(request);
        switch (url) {
          case "/api/account/sign-out":
            return options.signOut ? options.signOut() : json({});
          case "/api/account/sign-in":
            return signsIn(options.signIn, body, 200);
          case "/api/account/sign-in/two-factor":
            return signsIn(options.twoStep, body, 200);
          case "/api/account/sign-up":
            return signsIn(options.signUp, body, 201);
          case "/api/account/sign-in/passkey/options":
            // What the server's passkey plugin sends: a fresh challenge, any passkey of this site.
            return json({
              challenge: "Y2hhbGxlbmdl",
              rpId: "localhost",
              userVerification: "preferred",
              timeout: 300000,
            });
          case "/api/account/sign-in/passkey":
            return signsIn(options.passkeySignIn, body, 200);
          case "/api/account/password-reset":
            return options.passwordReset ? options.passwordReset(body) : json({});
          case "/api/account/password-reset/confirm":
            return options.passwordResetConfirm ? options.passwordResetConfirm(body) : json({});
        }
      }
      return apiError(404, "not-found", `No API endpoint answers ${method} ${url}`);
    }),
  );
  return sent;
}

export { sentBodies };
