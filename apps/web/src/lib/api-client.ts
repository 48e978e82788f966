import { codeForHttpStatus, errorBodySchema } from "@foliocraft/schemas";
import type { ErrorCode } from "@foliocraft/schemas";

/** Anything with a zod-like `parse`: keeps this client free of a direct zod import. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

/** The catalog id and parameters of a server message (api-messages/ in the schemas), to show it in any language. */
export interface ApiErrorText {
  messageId?: string | undefined;
  params?: Record<string, string | number> | undefined;
}

/**
 * An API failure with the server's stable `code`; callers branch on `code`, never on `message`, and show it with
 * `apiErrorText` (i18n/api-messages.ts), which translates it by `messageId`.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly messageId: string | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly details?: unknown,
    text: ApiErrorText = {},
  ) {
    super(message);
    this.messageId = text.messageId;
    this.params = text.params;
  }
}

export interface ApiRequest<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** Validates the JSON answer; without it the answer is returned as `unknown`-typed T. */
  schema?: ResponseParser<T>;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Spec §8 wording for an unparseable body.
    throw new ApiError("internal", "Response is not valid JSON object.", response.status);
  }
}

/**
 * The ApiError for a failed response: the server's `{ error: { code, message, details? } }` when the body is one,
 * else a code from the HTTP status (a proxy's HTML error page, an empty body). For calls made without apiFetch
 * (uploads, downloads, streams).
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const body = await readJson(response).catch(() => undefined);
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, details, messageId, params } = parsed.data.error;
    return new ApiError(code, message, response.status, details, { messageId, params });
  }
  return new ApiError(
    codeForHttpStatus(response.status),
    response.statusText || `HTTP ${response.status}`,
    response.status,
  );
}

/**
 * Calls the Foliocraft API on the same origin with the session cookie. Resolves with the parsed answer;
 * rejects with an ApiError whose code comes from the `{ error: { code, message, details? } }` body,
 * or from the HTTP status when the body is not one (a proxy's HTML error page, a dropped connection).
 */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (request.body !== undefined) headers["content-type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? "GET",
      credentials: "same-origin",
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    // No HTTP status at all: spec §8 maps status 0 to `internal`.
    throw new ApiError(codeForHttpStatus(0), error instanceof Error ? error.message : "Network request failed", 0);
  }

  if (!response.ok) throw await errorFromResponse(response);

  const data = await readJson(response);
  if (!request.schema) return data as T;
  try {
    return request.schema.parse(data);
  } catch (error) {
    throw new ApiError("internal", "Response does not have the expected shape.", response.status, error);
  }
}
