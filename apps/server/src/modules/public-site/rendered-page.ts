import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { publicPagePermissionsPolicy } from "../../plugins/permissions-policy";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

/** A page ready to send: its bytes in every encoding we offer, its ETag and its own Content-Security-Policy. */
export interface RenderedPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Weak: the same page in another content-encoding is the same resource. */
  etag: string;
  csp: string;
}

/** `sha256-…` source of a CSP for one inline `<style>` element's exact text. */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
}

/**
 * The policy of a public portfolio: nothing but its one inline stylesheet (by hash), its fonts, images, and the contact form's
 * post; no script at all (the JSON-LD block is data, never executed), no framing, no <base>.
 */
export function publicPageCsp(styleSource: string, formOrigin: string, { dataFonts = false } = {}): string {
  return [
    "default-src 'none'",
    `style-src ${styleSource}`,
    // The self-hosted fonts at /fonts/ (immutable, hashed names): the page looks the same on every machine.
    // data: only for a page whose stylesheet inlines one (a CJK page's blank stand-in, themes fonts/cjk-stand-in.ts);
    // that stylesheet is pinned by its hash, so no other CSS can name a font there.
    dataFonts ? "font-src 'self' data:" : "font-src 'self'",
    "img-src 'self' https: data:",
    // No script can run, so this opens nothing to the page; it lets audit tools (Lighthouse fetches /robots.txt
    // inside the page) read the site's own files.
    "connect-src 'self'",
    `form-action 'self' ${formOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The app's security headers (helmet's, see plugins/security-headers.ts) as constants for the public pages, which
 * skip helmet: it builds its middleware again on every request, which halved this route's throughput. A route test
 * checks no header of the app is missing here. Stricter than the app where a portfolio needs less: never framed.
 *
 * COOP is unsafe-none: the page is public, the same for every visitor, runs no script and opens no window, so a
 * cross-origin opener holding its window learns nothing it could not fetch. Any other value makes the browser move
 * the page into a new browsing context group, and on phones (where sites are not isolated by default) into a new
 * renderer process started cold for every visit: in Lighthouse's mobile audit that start-up was 90–250 ms of
 * blocking time against 0–20 ms without it (bench/lighthouse.mjs, corporate × full on /p/).
 */
export const publicPageSecurityHeaders: Readonly<Record<string, string>> = {
  "cross-origin-opener-policy": "unsafe-none",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "permissions-policy": publicPagePermissionsPolicy,
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/** The policy of pages that need nothing at all (the 404 and 429 pages are unstyled). */
export const emptyPageCsp = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Compresses once when the page is rendered, not per request: a popular page is served from memory at the cost of
 * a buffer write. Brotli at quality 9 is within a few per cent of 11 on HTML and an order of magnitude faster.
 */
export function preparePage(html: string, csp: string): RenderedPage {
  const identity = Buffer.from(html, "utf8");
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 9,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    etag: `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    csp,
  };
}

/**
 * The best encoding the client accepts among br, gzip and none, negotiated by `negotiator`: the highest quality
 * wins (`gzip, br;q=0.5` gets gzip; `q=0` refuses one, `*` stands for the others); br before gzip at equal quality.
 */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  if (!acceptEncoding) return "identity";
  // Browsers send a handful of distinct headers; each is negotiated once.
  const known = negotiated.get(acceptEncoding);
  if (known) return known;
  const best = negotiate(acceptEncoding);
  negotiated.set(acceptEncoding, best);
  return best;
}

const negotiated = new LRUCache<string, "br" | "gzip" | "identity">({ max: 256 });

function negotiate(acceptEncoding: string): "br" | "gzip" | "identity" {
  // negotiator 1.x takes the tie-breaking order as an option its type definitions (written for 0.6) do not know.
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as Negotiator & {
    encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
  };
  const [best] = negotiator.encodings(["br", "gzip", "identity"], { preferred: ["br", "gzip", "identity"] });
  return (best as "br" | "gzip" | "identity" | undefined) ?? "identity";
}

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}
