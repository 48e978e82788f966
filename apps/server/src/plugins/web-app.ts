import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { AppError } from "../errors";

/** Paths the web app never owns: an unknown one is a JSON 404, not the SPA. */
function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/** Written by the prerender where the site's address belongs (apps/web/src/prerender/render-page.tsx). */
const ORIGIN_PLACEHOLDER = /%PUBLIC_URL%/g;

/** Where the prerender puts a path's page: "/" → prerendered/index.html, "/blog/x" → prerendered/blog/x/index.html. */
function prerenderedFile(distDir: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split("?")[0] ?? "/");
  } catch {
    return undefined;
  }
  // The router matches case-insensitively and ignores a trailing slash. Only plain segments: never "..".
  const normalized = pathname.toLowerCase().replace(/\/+$/, "");
  if (!/^(\/[a-z0-9_-]+)*$/.test(normalized)) return undefined;
  return path.join(distDir, "prerendered", normalized, "index.html");
}

// The showcase pages are framed by the home page (same origin); everything else keeps frame-ancestors 'none'.
// They are static theme renders without scripts: their own policy allows only their inline styles and images.
const showcasePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * Serves the built web app: hashed assets cached for a year (their names change when their content does),
 * index.html revalidated on every load, and every other GET answered with index.html (SPA fallback)
 * so deep links such as /dashboard work. Unknown /api/* paths answer a JSON 404.
 * The public marketing pages are prerendered at build time (apps/web/prerender.mjs): for those paths the page's
 * own HTML (content, title, description, Open Graph) is served instead of the empty shell, with PUBLIC_URL
 * filled in, so search engines and link previews read it without running JavaScript.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string | undefined; publicUrl?: string }) => {
    const distDir = opts.distDir;
    const publicUrl = (opts.publicUrl ?? "").replace(/\/+$/, "");
    const indexFile = distDir ? path.join(distDir, "index.html") : undefined;
    const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);

    if (hasWeb && distDir) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: "/",
        wildcard: false,
        index: false,
        cacheControl: false,
        // Prerendered pages are served under their own paths (below, with PUBLIC_URL filled in), not as files.
        allowedPath: (pathname) => !pathname.startsWith("/prerendered/"),
        setHeaders(reply, filePath) {
          const rel = path.relative(distDir, filePath).split(path.sep).join("/");
          if (rel.startsWith("showcase/")) {
            reply.header("content-security-policy", showcasePolicy);
            reply.header("x-frame-options", "SAMEORIGIN");
          }
          reply.header(
            "cache-control",
            rel.startsWith("assets/")
              ? "public, max-age=31536000, immutable"
              : rel === "index.html"
                ? "no-cache"
                : "public, max-age=0, must-revalidate",
          );
        },
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.raw.url ?? request.url;
      // These three are for developers and the browser's asset loader, never shown to people: no catalog id.
      if (isApiPath(url))
        // eslint-disable-next-line no-restricted-syntax
        throw new AppError("not-found", `No API endpoint answers ${request.method} ${url.split("?")[0]}`);
      const wantsPage = (request.method === "GET" || request.method === "HEAD") && hasWeb;
      // eslint-disable-next-line no-restricted-syntax
      if (!wantsPage) throw new AppError("not-found", `Nothing here: ${request.method} ${url.split("?")[0]}`);
      // A missing hashed asset must stay a 404: serving index.html as JavaScript would break the page silently.
      // eslint-disable-next-line no-restricted-syntax
      if (url.startsWith("/assets/")) throw new AppError("not-found", "Asset not found");
      reply.header("cache-control", "no-cache");
      const prerendered = distDir ? prerenderedFile(distDir, url) : undefined;
      // Read on each request (a few kB): a rebuilt web app is served at once, never a page naming deleted assets.
      const page = prerendered ? await fs.promises.readFile(prerendered, "utf8").catch(() => undefined) : undefined;
      if (page !== undefined) {
        const html = page.replace(ORIGIN_PLACEHOLDER, publicUrl);
        const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
        reply.header("etag", etag);
        if (request.headers["if-none-match"] === etag) return reply.code(304).send();
        return reply.type("text/html; charset=utf-8").send(html);
      }
      return reply.type("text/html; charset=utf-8").sendFile("index.html");
    });
  },
);
