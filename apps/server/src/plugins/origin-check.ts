import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../errors";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The state-changing endpoints open to every origin. First, a portfolio's visitor contact form, posted from the public
 * page, exported and deployed sites on any domain, or a file opened from disk (Origin: null). It reads no cookie
 * and changes no account (it stores a message for the owner, rate-limited per address), so CSRF has nothing to
 * abuse there. Matched on the path alone, never a prefix, so no other route can slip through.
 */
export const crossOriginAllowedPaths: readonly RegExp[] = [
  /^\/api\/public\/portfolios\/[^/?#]+\/contact$/,
  // The analytics beacon of exported sites (modules/analytics): counts a view, reads no cookie, rate-limited.
  /^\/api\/public\/portfolios\/[^/?#]+\/views$/,
  // The ping of a click on a resume kept on another site (modules/analytics): counts a download, reads no cookie.
  /^\/p\/[^/?#]+\/resume$/,
];

/**
 * The public API (/api/v1) authenticates with an API key in the Authorization header and never reads a cookie: a
 * browser does not add that header on its own, so a cross-site page cannot make a request with someone's rights.
 * Only requests that carry a bearer key pass; one without it is checked like any other.
 */
function isApiKeyRequest(request: FastifyRequest): boolean {
  const path = request.url.split("?")[0] ?? "";
  return path.startsWith("/api/v1/") && /^\s*bearer\s/i.test(request.headers.authorization ?? "");
}

function isCrossOriginAllowed(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return crossOriginAllowedPaths.some((pattern) => pattern.test(path));
}

/**
 * CSRF defence for cookie-authenticated requests: browsers always send Origin on cross-site state-changing
 * requests, so a state-changing request whose Origin is neither this server's public URL nor its own Host is refused.
 * Requests without Origin (curl, server-to-server, same-origin GET forms) carry no ambient browser credentials risk.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const allowed = new URL(opts.publicUrl).origin;
  app.addHook("onRequest", async (request: FastifyRequest) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    if (origin === allowed) return;
    if (isCrossOriginAllowed(request.url) || isApiKeyRequest(request)) return;
    const host = request.headers.host;
    if (host && (origin === `http://${host}` || origin === `https://${host}`)) return;
    throw new AppError("permission-denied", apiMessage("crossSiteRefused"));
  });
});
