import { setupServer } from "msw/node";

/**
 * The web suite's one fake for the network (MSW): the app's real fetch calls are answered here. Listening for every
 * test file (test/setup.ts); a test adds its answers with `server.use(http.get(...), ...)`, reset after each test,
 * and a request nobody answers fails the test instead of reaching the network. A handler that needs what was sent
 * reads it itself (`await request.json()`) before it answers. The in-memory servers built on it (the session and
 * account endpoints in test/fake-api.ts, settings/fake-account-api.tsx, builder/testing/fake-portfolio-server.ts)
 * are sets of handlers added with `server.use` too; nothing in the suite replaces fetch itself.
 */
export const server = setupServer();

/** A request as it reached the fake: method and path with its query string. */
export interface SeenRequest {
  method: string;
  url: string;
}

/** A request with what was sent: its path without the query, its parsed JSON body (or text) and its options. */
export interface SentRequest extends SeenRequest {
  path: string;
  /** The JSON body parsed, the text when it is not JSON, undefined without a body (or a form). */
  body: unknown;
  credentials: RequestCredentials;
  signal: AbortSignal;
}

/** Records every request as it starts, in order (what a fetch mock's calls told before). Cleared after each test. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, url: url.pathname + url.search });
  });
  return seen;
}

/**
 * Records every request with its body, in order. An entry shows once its body has been read (from a copy, as the
 * request starts, before any handler answers it), and never before an earlier request's, so what a test finds in
 * the list is complete. Cleared after each test.
 */
export function recordSent(): SentRequest[] {
  const sent: SentRequest[] = [];
  const pending: { entry: SentRequest; read: boolean }[] = [];
  const flush = () => {
    while (pending[0]?.read) sent.push(pending.shift()!.entry);
  };
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    const slot = {
      entry: {
        method: request.method,
        url: url.pathname + url.search,
        path: url.pathname,
        body: undefined as unknown,
        credentials: request.credentials,
        signal: request.signal,
      },
      read: false,
    };
    pending.push(slot);
    const type = request.headers.get("content-type") ?? "";
    const text = request.body === null || type.startsWith("multipart/form-data") ? null : request.clone().text();
    void Promise.resolve(text)
      .then((body) => {
        if (body === null || body === "") return;
        try {
          slot.entry.body = JSON.parse(body) as unknown;
        } catch {
          slot.entry.body = body;
        }
      })
      .finally(() => {
        slot.read = true;
        flush();
      });
  });
  return sent;
}

/** The bodies sent to `url` (path and query, as the page asked for it), in order; only with `method` when given. */
export function sentBodies(sent: SentRequest[], url: string, method?: string): unknown[] {
  return sent.filter((r) => r.url === url && (method === undefined || r.method === method)).map((r) => r.body);
}
