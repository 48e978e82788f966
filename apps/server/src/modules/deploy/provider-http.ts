import { AppError } from "../../errors";

/** The deploy providers, by the name people know them. */
export type ProviderName = "GitHub" | "Netlify";

/** A provider answered with an error status; `body` is its JSON error (contracts.md §2 `{message}`, §3 `{code,message}`). */
export class ProviderHttpError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly status: number,
    readonly body: { message?: string; errors?: { code?: string; field?: string }[] },
    readonly headers: Headers,
  ) {
    super(`${provider} answered ${status}: ${body.message ?? ""}`);
    this.name = "ProviderHttpError";
  }
}

/** The provider could not be reached at all (DNS, refused, timeout). */
export class ProviderUnreachableError extends Error {
  constructor(readonly provider: ProviderName) {
    super(`${provider} could not be reached`);
    this.name = "ProviderUnreachableError";
  }
}

/** Sends one request and returns the parsed JSON, or throws one of the two errors above. */
export async function providerRequest<T>(
  provider: ProviderName,
  url: string,
  init: { method?: string; token?: string; json?: unknown; body?: Uint8Array; contentType?: string },
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { "user-agent": "Foliocraft" };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (provider === "GitHub") {
    headers.accept = "application/vnd.github+json";
    headers["x-github-api-version"] = "2022-11-28";
  }
  let body: string | Buffer | undefined;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.body) {
    headers["content-type"] = init.contentType ?? "application/octet-stream";
    body = Buffer.from(init.body);
  }
  let res: Response;
  try {
    res = await fetch(url, { method: init.method ?? "GET", headers, body, signal: AbortSignal.timeout(60_000) });
  } catch {
    throw new ProviderUnreachableError(provider);
  }
  const text = await res.text();
  let data: unknown = {};
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    data = { message: text.slice(0, 200) };
  }
  if (!res.ok)
    throw new ProviderHttpError(provider, res.status, (data ?? {}) as ProviderHttpError["body"], res.headers);
  return { status: res.status, data: data as T };
}

/** When a rate-limited request may be retried: `retry-after` seconds, else the `x-ratelimit-reset` epoch second. */
export function retryAt(headers: Headers, now: Date): Date | undefined {
  const after = Number(headers.get("retry-after"));
  if (headers.get("retry-after") !== null && Number.isFinite(after)) return new Date(now.getTime() + after * 1000);
  const reset = Number(headers.get("x-ratelimit-reset"));
  if (headers.get("x-ratelimit-reset") !== null && Number.isFinite(reset)) return new Date(reset * 1000);
  return undefined;
}

const isRateLimited = (err: ProviderHttpError) =>
  err.status === 429 ||
  (err.status === 403 && (err.headers.get("x-ratelimit-remaining") === "0" || !!err.headers.get("retry-after")));

/**
 * Turns a provider failure into an AppError a person can act on: reconnect on 401, when to retry on a rate limit,
 * try later when the provider is down. Anything else keeps the provider's own message.
 */
export function toAppError(err: unknown, now: Date = new Date()): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ProviderUnreachableError) {
    return new AppError("unavailable", `${err.provider} could not be reached. Please try again in a few minutes.`, {
      provider: err.provider,
    });
  }
  if (!(err instanceof ProviderHttpError)) {
    return new AppError("internal", "The deploy failed unexpectedly. Please try again.");
  }
  const { provider, status } = err;
  if (status === 401) {
    return new AppError(
      "unauthenticated",
      `${provider} no longer accepts the saved connection (it was revoked or has expired). Reconnect ${provider} and try again.`,
      { provider, reconnect: true },
    );
  }
  if (isRateLimited(err)) {
    const at = retryAt(err.headers, now);
    const seconds = at ? Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000)) : undefined;
    const when =
      seconds === undefined
        ? "in a few minutes"
        : seconds < 120
          ? `in ${seconds} seconds`
          : `in ${Math.ceil(seconds / 60)} minutes`;
    return new AppError("resource-exhausted", `${provider}'s rate limit was reached. Please try again ${when}.`, {
      provider,
      retryAt: at?.toISOString(),
    });
  }
  if (status === 403) {
    return new AppError("permission-denied", `${provider} refused the request: ${err.body.message ?? "forbidden"}.`, {
      provider,
      reconnect: true,
    });
  }
  if (status >= 500) {
    return new AppError(
      "unavailable",
      `${provider} is unavailable right now (HTTP ${status}). Please try again in a few minutes.`,
      {
        provider,
      },
    );
  }
  return new AppError("invalid-argument", `${provider} refused the request: ${err.body.message ?? `HTTP ${status}`}.`, {
    provider,
    status,
  });
}
