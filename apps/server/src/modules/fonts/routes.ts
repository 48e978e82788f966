import { z } from "zod";
import { fileResponses, preflight } from "../../lib/openapi-responses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiMessage } from "@foliocraft/schemas";
import { maxWholeFaceCodePoints } from "@foliocraft/themes";
import { AppError } from "../../errors";
import { openToEveryOrigin } from "../../plugins/cors";
import type { FontStore } from "./font-store";

// A page's subset names its code points (packages/themes fonts/font-subset-name.ts): at most a file name's 255.
const fontNameMaxLength = 255;
// A CJK subset's code (fonts/whole-face-subset.ts): at most six characters for each of its code points.
const fontCodeMaxLength = 6 * maxWholeFaceCodePoints;
const querystring = z.object({ c: z.string().max(fontCodeMaxLength).optional() });

/**
 * GET /fonts/{name}: the self-hosted WOFF2 files of published pages and previews, and the per-page subsets of the
 * Arabic and Devanagari faces (made from the name) and of the CJK ones (from the name and `?c=`, the code points
 * whose digest the name carries). A name carries its file's content hash (a subset's, its base file's and its code
 * points), so a response never changes: cached for a year, immutable. The preview draws the page in a
 * sandboxed frame (an opaque origin), whose font requests are cross-origin CORS requests: they are allowed.
 */
export const fontRoutes: FastifyPluginAsyncZod<{ store: FontStore }> = async (app, { store }) => {
  const cors = openToEveryOrigin("GET", "*");
  app.get(
    "/fonts/:name",
    {
      config: { cors },
      schema: {
        params: z.object({ name: z.string().max(fontNameMaxLength) }),
        querystring,
        response: fileResponses("A self-hosted font file", ["font/woff2"]),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const { c } = request.query;
      const bytes = await store.read(c === undefined ? name : `${name}?c=${c}`);
      if (!bytes) throw new AppError("not-found", apiMessage("uploadFileNotFound"));
      // The name says which bytes (a CJK subset's carries its code's digest, checked against the query).
      const etag = `"${name}"`;
      reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("etag", etag)
        .header("cross-origin-resource-policy", "cross-origin");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.type("font/woff2").send(bytes);
    },
  );

  // Chromium may ask first (a CORS preflight from the opaque origin, with Local Network Access when the app runs on a
  // private or loopback address): the same files are allowed to anyone, for GET only.
  app.options(
    "/fonts/:name",
    {
      config: { cors },
      schema: { params: z.object({ name: z.string().max(fontNameMaxLength) }), response: preflight },
    },
    // @fastify/cors has no Private Network Access header of its own.
    async (_request, reply) => reply.status(204).header("access-control-allow-private-network", "true").send(),
  );
};
