import type { FastifyPluginAsync } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import type { Auth } from "./auth";

/**
 * Mounts the few better-auth endpoints that people reach by following a link (the e-mail verification link).
 * Everything else goes through our own routes, so better-auth's other endpoints are not reachable directly.
 */
export const authHandlerRoutes: FastifyPluginAsync<{ auth: Auth; publicUrl: string }> = async (
  app,
  { auth, publicUrl },
) => {
  app.get("/api/auth/verify-email", async (request, reply) => {
    const url = new URL(request.url, publicUrl);
    const response = await auth.handler(new Request(url, { method: "GET", headers: fromNodeHeaders(request.headers) }));
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== "set-cookie") reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  });
};
