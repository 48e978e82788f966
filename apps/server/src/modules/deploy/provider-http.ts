import { apiMessage, type DeployProvider, type deployProviderCatalog } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import { githubFailure } from "../../lib/github-client";

/** The deploy providers, by the name people know them. */
export type ProviderName = (typeof deployProviderCatalog)[DeployProvider]["name"];

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

/**
 * A provider's JSON error with its words in `message`, whatever their place: `{message}` (GitHub, Netlify),
 * `{error: {code, message}}` (Vercel), `{errors: [{code, message}]}` (Cloudflare).
 */
function errorBody(data: unknown): ProviderHttpError["body"] {
  const body = (data ?? {}) as ProviderHttpError["body"] & {
    error?: { message?: unknown };
    errors?: { message?: unknown }[];
  };
  if (typeof body.message === "string") return body;
  const nested = body.error?.message ?? (Array.isArray(body.errors) ? body.errors[0]?.message : undefined);
  return typeof nested === "string" ? { ...body, message: nested } : body;
}

/**
 * Runs one Octokit call (lib/github-client.ts) and returns GitHub's data, or throws one of the two errors above, so a
 * GitHub failure reads like any other provider's.
 */
export async function githubRequest<T>(call: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await call()).data;
  } catch (err) {
    const failure = githubFailure(err);
    if (failure === "unreachable") throw new ProviderUnreachableError("GitHub");
    throw new ProviderHttpError("GitHub", failure.status, errorBody(failure.data), failure.headers);
  }
}

/** Sends one request (Netlify, Vercel, Cloudflare) and returns the parsed JSON, or throws one of the two errors above. */
export async function providerRequest<T>(
  provider: ProviderName,
  url: string,
  init: {
    method?: string;
    token?: string;
    json?: unknown;
    body?: Uint8Array | FormData;
    contentType?: string;
    headers?: Record<string, string>;
  },
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { "user-agent": "Foliocraft", ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | Buffer | FormData | undefined;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.body instanceof FormData) {
    body = init.body; // fetch sets the multipart content type with its boundary
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
  if (!res.ok) throw new ProviderHttpError(provider, res.status, errorBody(data), res.headers);
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

/** The provider's own words about a failure, when it gave some (quoted by the web beside the message). */
const providerWords = (err: ProviderHttpError) => {
  const text = typeof err.body.message === "string" ? err.body.message.trim().slice(0, 500) : "";
  return text ? { providerMessage: text } : {};
};

/**
 * Turns a provider failure into an AppError a person can act on: reconnect on 401, when to retry on a rate limit,
 * try later when the provider is down. Any other refusal keeps the provider's own words in
 * `details.providerMessage`, beside the message (which is a catalog message, in any language).
 */
export function toAppError(err: unknown, now: Date = new Date()): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ProviderUnreachableError) {
    return new AppError("unavailable", apiMessage("deployProviderUnreachable", { provider: err.provider }), {
      provider: err.provider,
    });
  }
  if (!(err instanceof ProviderHttpError)) {
    return new AppError("internal", apiMessage("deployFailedUnexpectedly"));
  }
  const { provider, status } = err;
  if (status === 401) {
    return new AppError("unauthenticated", apiMessage("deployProviderRevoked", { provider }), {
      provider,
      reconnect: true,
    });
  }
  if (isRateLimited(err)) {
    const at = retryAt(err.headers, now);
    const seconds = at ? Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000)) : undefined;
    const message =
      seconds === undefined
        ? apiMessage("deployRateLimited", { provider })
        : seconds < 120
          ? apiMessage("deployRateLimitedSeconds", { provider, seconds })
          : apiMessage("deployRateLimitedMinutes", { provider, minutes: Math.ceil(seconds / 60) });
    return new AppError("resource-exhausted", message, { provider, retryAt: at?.toISOString() });
  }
  if (status === 403) {
    return new AppError("permission-denied", apiMessage("deployProviderRefused", { provider, status }), {
      provider,
      reconnect: true,
      ...providerWords(err),
    });
  }
  if (status >= 500) {
    return new AppError("unavailable", apiMessage("deployProviderUnavailable", { provider, status }), { provider });
  }
  return new AppError("invalid-argument", apiMessage("deployProviderRefused", { provider, status }), {
    provider,
    status,
    ...providerWords(err),
  });
}
