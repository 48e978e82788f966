import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

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
    const host = request.headers.host;
    if (host && (origin === `http://${host}` || origin === `https://${host}`)) return;
    throw new AppError("permission-denied", "This request came from another website and was refused.");
  });
});
