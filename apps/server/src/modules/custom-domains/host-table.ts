import type { FastifyInstance, RawRequestDefaultExpression } from "fastify";

/** Internal paths a custom host's requests are rewritten to when they are not the portfolio's. */
export const customHostPaths = {
  unavailable: "/__custom-domain/unavailable",
  notFound: "/__custom-domain/not-found",
  robots: "/__custom-domain/robots.txt",
} as const;

/**
 * Verified custom domains → the username whose portfolio they serve, or null when the domain is verified but
 * does not serve now (plan lapsed, portfolio unpublished): that host gets a clear "not connected" page.
 * Kept in memory because Fastify's rewriteUrl (the one hook that runs before routing) is synchronous; the
 * custom-domains module reloads it every few seconds and after every change, so every server of a scaled-out
 * deployment follows within that interval.
 */
export function createCustomHostTable() {
  let hosts = new Map<string, string | null>();
  return {
    /** The username a host serves, null for a verified host that does not serve now, undefined for other hosts. */
    lookup(host: string): string | null | undefined {
      return hosts.get(host);
    },
    replace(entries: Iterable<[string, string | null]>): void {
      hosts = new Map(entries);
    },
    get size(): number {
      return hosts.size;
    },
  };
}

/** Verified custom domains → the username they serve. */
export type CustomHostTable = ReturnType<typeof createCustomHostTable>;

/**
 * The host a request was addressed to, lower case, without port or trailing dot. Behind a trusted reverse proxy the
 * original one is X-Forwarded-Host (its first value); otherwise the Host header, because anyone can send the other.
 */
export function requestHost(req: RawRequestDefaultExpression, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers["x-forwarded-host"] : undefined;
  const raw = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0] ?? req.headers.host ?? "";
  const host = raw.trim().toLowerCase();
  // [::1]:3000 → [::1]; example.com:8080 → example.com
  const withoutPort = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.replace(/:\d*$/, "");
  return withoutPort.replace(/\.$/, "");
}

/**
 * Fastify's rewriteUrl for Host-based serving: on a verified custom domain `/` is `/p/{username}` (query kept, so
 * the contact form's `?sent=1` works), and `/x` is `/p/{username}/x` when the public site has such a route; the
 * app's shared paths (`/api/*`, uploads at `/assets/*`, fonts at `/fonts/*`, `/p/{username}/*` as the renderer links it) stay as they are;
 * anything else is a 404 page rather than the web app. Any other host is untouched.
 */
export function customHostRewrite(table: CustomHostTable, trustProxy: boolean) {
  return function rewrite(this: FastifyInstance, req: RawRequestDefaultExpression): string {
    const url = req.url ?? "/";
    if (table.size === 0) return url;
    const username = table.lookup(requestHost(req, trustProxy));
    if (username === undefined) return url;
    const q = url.indexOf("?");
    const path = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? "" : url.slice(q);
    if (path === "/api" || path.startsWith("/api/")) return url;
    if (username === null) return customHostPaths.unavailable;
    // Uploads and the self-hosted fonts the page links (root-relative, so they resolve on the custom domain too).
    if (path.startsWith("/assets/") || path.startsWith("/fonts/")) return url;
    const home = `/p/${username}`;
    if (path === "/") return home + query;
    if (path === home || path.startsWith(`${home}/`)) return url;
    if (path === "/robots.txt") return customHostPaths.robots;
    const method = req.method === "HEAD" ? "GET" : (req.method ?? "GET");
    const sub = `${home}${path}`;
    if (this.findRoute({ method: method as "GET", url: sub })) return sub + query;
    return customHostPaths.notFound;
  };
}
