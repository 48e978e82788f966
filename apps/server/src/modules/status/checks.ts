import type { ComponentCheck } from "@foliocraft/schemas";
import type { AiProviderConfig } from "../../config";

/** How long the checks' answer is reused: /status can be refreshed by anyone without hammering our providers. */
export const statusCacheMs = 30_000;
/** How long one check may take before it counts as down. */
export const statusCheckTimeoutMs = 5_000;

const timedOut = Symbol("timed out");

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The live checks of /status: database, e-mail transport, AI engine, payment configuration (issue 10). */
export interface StatusCheckDeps {
  /** One database round trip (the health repository's ping). */
  pingDatabase: () => Promise<void>;
  /** The mail service's SMTP check ("outbox" when no SMTP_URL is set). */
  verifyMail: () => Promise<"outbox" | "ok" | "failed">;
  ai: AiProviderConfig | undefined;
  paystackConfigured: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
  cacheMs?: number;
  now?: () => number;
}

/**
 * Runs the checks at most once per cache period, and only once at a time: concurrent requests share the run in
 * flight, so a burst of visitors costs one database query, one SMTP handshake and one provider request.
 */
export function createStatusChecks(deps: StatusCheckDeps) {
  const doFetch = deps.fetch ?? fetch;
  const timeoutMs = deps.timeoutMs ?? statusCheckTimeoutMs;
  const cacheMs = deps.cacheMs ?? statusCacheMs;
  const now = deps.now ?? Date.now;
  let cached: { at: number; result: Promise<{ checkedAt: Date; components: ComponentCheck[] }> } | undefined;

  async function database(): Promise<ComponentCheck> {
    const started = performance.now();
    const outcome = await withTimeout(
      deps.pingDatabase().then(
        () => true,
        () => false,
      ),
      timeoutMs,
    );
    const latencyMs = Math.round(performance.now() - started);
    return outcome === true
      ? { id: "database", status: "operational", note: "database-ok", latencyMs }
      : { id: "database", status: "outage", note: "database-failed", latencyMs };
  }

  async function email(): Promise<ComponentCheck> {
    const started = performance.now();
    const outcome = await withTimeout(deps.verifyMail(), timeoutMs);
    const latencyMs = Math.round(performance.now() - started);
    // Without SMTP the outbox works (admins and the log see every mail), so e-mail is operational, with a note.
    if (outcome === "outbox") return { id: "email", status: "operational", note: "outbox", latencyMs: null };
    return outcome === "ok"
      ? { id: "email", status: "operational", note: "smtp-ok", latencyMs }
      : { id: "email", status: "outage", note: "smtp-failed", latencyMs };
  }

  async function ai(): Promise<ComponentCheck> {
    const provider = deps.ai;
    if (!provider) return { id: "ai", status: "operational", note: "builtin-writer", latencyMs: null };
    // The cheapest authenticated request of the OpenAI-compatible API: the model list, no tokens spent.
    const started = performance.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const res = await doFetch(`${provider.baseUrl}/models`, {
        headers: { authorization: `Bearer ${provider.apiKey}`, accept: "application/json" },
        signal: controller.signal,
      });
      await res.body?.cancel();
      const latencyMs = Math.round(performance.now() - started);
      // It answered but refused (bad key, its own failure): writing falls back to errors, so degraded, not down.
      return res.ok
        ? { id: "ai", status: "operational", note: "provider-ok", latencyMs }
        : { id: "ai", status: "degraded", note: "provider-refused", latencyMs };
    } catch {
      return {
        id: "ai",
        status: "outage",
        note: "provider-unreachable",
        latencyMs: Math.round(performance.now() - started),
      };
    } finally {
      clearTimeout(timer);
    }
  }

  function payments(): ComponentCheck {
    // Only the configuration is checked: calling Paystack from a public page would spend our API allowance.
    return deps.paystackConfigured
      ? { id: "payments", status: "operational", note: "payments-configured", latencyMs: null }
      : { id: "payments", status: "degraded", note: "payments-not-configured", latencyMs: null };
  }

  return {
    /** The components' current state (from the cache when it is fresh). */
    run(): Promise<{ checkedAt: Date; components: ComponentCheck[] }> {
      const at = now();
      if (!cached || at - cached.at >= cacheMs) {
        const result = Promise.all([database(), email(), ai()]).then(([d, e, a]) => ({
          checkedAt: new Date(at),
          components: [d, e, a, payments()],
        }));
        cached = { at, result };
      }
      return cached.result;
    },
  };
}

/** The live checks of /status. */
export type StatusChecks = ReturnType<typeof createStatusChecks>;
