import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { FontStore } from "./font-store";

/**
 * GET /fonts/{name}: the self-hosted WOFF2 files of published pages and previews. A name carries its file's
 * content hash, so a response never changes: cached for a year, immutable. The preview draws the page in a
 * sandboxed frame (an opaque origin), whose font requests are cross-origin CORS requests: they are allowed.
 */
export const fontRoutes: FastifyPluginAsyncZod<{ store: FontStore }> = async (app, { store }) => {
  app.get("/fonts/:name", { schema: { params: z.object({ name: z.string().max(120) }) } }, async (request, reply) => {
    const bytes = await store.read(request.params.name);
    if (!bytes) throw new AppError("not-found", apiMessage("uploadFileNotFound"));
    const etag = `"${request.params.name}"`;
    reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("etag", etag)
      .header("access-control-allow-origin", "*")
      .header("cross-origin-resource-policy", "cross-origin");
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.type("font/woff2").send(bytes);
  });

  // Chromium may ask first (a CORS preflight from the opaque origin, with Local Network Access when the app runs on a
  // private or loopback address): the same files are allowed to anyone, for GET only.
  app.options("/fonts/:name", async (_request, reply) =>
    reply
      .status(204)
      .header("access-control-allow-origin", "*")
      .header("access-control-allow-methods", "GET")
      .header("access-control-allow-headers", "*")
      .header("access-control-allow-private-network", "true")
      .header("access-control-max-age", "86400")
      .send(),
  );
};
