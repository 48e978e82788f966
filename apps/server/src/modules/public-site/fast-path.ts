import proxyAddr from "@fastify/proxy-addr";
import type { IncomingMessage } from "node:http";
import type { FastPath } from "../../lib/fast-path-table";
import { requestHost } from "../custom-domains/host-table";
import { matchesEtag, pickEncoding, publicPageSecurityHeaders, type RenderedPage } from "./rendered-page";
import { revalidateCacheControl } from "./revalidation";

/** /p/{username} and /p/{username}/{lang} as the router names them; the counted routes (modules/analytics). */
const primaryRoute = "/p/:username";
const translationRoute = "/p/:username/:lang([a-z]{2})";

// Only plain names: a percent-encoded or otherwise unusual path is left to the router, which decodes it.
const pagePath = /^\/p\/([A-Za-z0-9-]{3,30})(?:\/([a-z]{2}))?(?:\?(.*))?$/;
// A contact-form outcome (?sent=1, ?error=…) is its own page: the route reads it.
const contactQuery = /(?:^|&)(?:sent|error)(?:[=&]|$)/;
const trustAll = () => true;

type Encoding = "identity" | "gzip" | "br";
type Headers = Readonly<Record<string, string | number>>;

/** Each page's response headers, made once per rendered page rather than per visit (Node only reads them). */
const headersOfPage = new WeakMap<RenderedPage, Record<Encoding | "notModified", Headers>>();

function answersOf(page: RenderedPage): Record<Encoding | "notModified", Headers> {
  let answers = headersOfPage.get(page);
  if (answers) return answers;
  const common = {
    ...publicPageSecurityHeaders,
    vary: "accept-encoding",
    "content-security-policy": page.csp,
    "cache-control": revalidateCacheControl,
    etag: page.etag,
  };
  const withBody = (encoding: Encoding): Headers => ({
    ...common,
    "content-type": "text/html; charset=utf-8",
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    "content-length": page[encoding].length,
  });
  answers = { notModified: common, identity: withBody("identity"), gzip: withBody("gzip"), br: withBody("br") };
  headersOfPage.set(page, answers);
  return answers;
}

/**
 * The public page answered before Fastify's hook chain when it is already rendered, fresh and in memory, and the
 * visitor's address is known to be under the unknown-name limit: the same status, headers and bytes as the route in
 * routes.ts (a test compares them), and the view counted the same way (the table's onAnswered). Anything else (an
 * uncached page, a 404, a contact outcome, an address without a settled limiter answer) goes to the route.
 */
export function publicPageFastPath(deps: {
  cachedPage: (username: string, lang: string | undefined) => RenderedPage | undefined;
  knownClear: (address: string) => boolean;
  trustProxy: boolean;
}): FastPath {
  const addressOf = (req: IncomingMessage) =>
    deps.trustProxy ? proxyAddr(req, trustAll) : (req.socket.remoteAddress ?? "");
  return (req, res, url) => {
    const started = performance.now();
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return undefined;
    const match = pagePath.exec(url);
    if (!match) return undefined;
    const [, username = "", lang, query] = match;
    if (query && contactQuery.test(query)) return undefined;
    const page = deps.cachedPage(username, lang);
    if (!page) return undefined;
    const ip = addressOf(req);
    if (!ip || !deps.knownClear(ip)) return undefined;

    let status = 200;
    const answers = answersOf(page);
    if (matchesEtag(req.headers["if-none-match"], page.etag)) {
      status = 304;
      res.writeHead(status, answers.notModified);
      res.end();
    } else {
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      res.writeHead(status, answers[encoding]);
      res.end(method === "HEAD" ? undefined : page[encoding]);
    }
    return {
      method,
      route: lang ? translationRoute : primaryRoute,
      status,
      params: lang ? { username, lang } : { username },
      headers: req.headers,
      ip,
      hostname: requestHost(req, deps.trustProxy),
      ms: performance.now() - started,
    };
  };
}
