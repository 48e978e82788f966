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

/**
 * Serves the built web app: hashed assets cached for a year (their names change when their content does),
 * index.html revalidated on every load, and every other GET answered with index.html (SPA fallback)
 * so deep links such as /dashboard work. Unknown /api/* paths answer a JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string | undefined }) => {
  const distDir = opts.distDir;
  const indexFile = distDir ? path.join(distDir, "index.html") : undefined;
  const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);

  if (hasWeb && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/",
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const rel = path.relative(distDir, filePath).split(path.sep).join("/");
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
    if (isApiPath(url))
      throw new AppError("not-found", `No API endpoint answers ${request.method} ${url.split("?")[0]}`);
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && hasWeb;
    if (!wantsPage) throw new AppError("not-found", `Nothing here: ${request.method} ${url.split("?")[0]}`);
    // A missing hashed asset must stay a 404: serving index.html as JavaScript would break the page silently.
    if (url.startsWith("/assets/")) throw new AppError("not-found", "Asset not found");
    reply.header("cache-control", "no-cache");
    return reply.type("text/html; charset=utf-8").sendFile("index.html");
  });
});
