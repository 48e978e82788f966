import { RequestError } from "@octokit/request-error";
import { Octokit } from "@octokit/rest";

const quiet = () => undefined;

/**
 * An Octokit for one person's GitHub token, on the configured REST API base (GITHUB_API_URL, contracts.md §2; a local
 * fake over real HTTP in tests). Every call sends the token as `Bearer`, pins the REST API version and gives up after
 * `timeoutMs`. Octokit's own logging is silenced: each caller turns a failure into its own error (githubFailure).
 */
export function githubClient(apiUrl: string, token: string, timeoutMs: number): Octokit {
  const octokit = new Octokit({
    baseUrl: apiUrl,
    userAgent: "Foliocraft",
    log: { debug: quiet, info: quiet, warn: quiet, error: quiet },
  });
  octokit.hook.before("request", (options) => {
    options.headers.authorization = `Bearer ${token}`;
    options.headers["x-github-api-version"] = "2022-11-28";
    options.request = { ...options.request, signal: AbortSignal.timeout(timeoutMs) };
  });
  return octokit;
}

/** GitHub's answer to a failed call: its status, its JSON error body and its headers (rate limits). */
export interface GithubAnswer {
  status: number;
  data: unknown;
  headers: Headers;
}

/**
 * What a failed Octokit call came to: GitHub's answer, or "unreachable" when none came (DNS, refused, timeout).
 * Anything else (a bug of ours) is thrown on.
 */
export function githubFailure(err: unknown): GithubAnswer | "unreachable" {
  if (err instanceof RequestError) {
    if (!err.response) return "unreachable";
    const headers = new Headers();
    for (const [name, value] of Object.entries(err.response.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    return { status: err.status, data: err.response.data, headers };
  }
  // A timeout or abort leaves fetch before Octokit wraps it.
  if (err instanceof Error && (err.name === "AbortError" || err.name === "TimeoutError")) return "unreachable";
  throw err;
}
