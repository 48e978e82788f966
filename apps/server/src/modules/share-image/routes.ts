import { z } from "zod";
import { fileResponses } from "../../lib/openapi-responses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { ShareImageService } from "./service";

/**
 * GET /share/{sha256}.png: portfolios' share images (og:image, twitter:image). Named by their content's hash, so a
 * response never changes: cached for a year, immutable; link previews of other sites fetch them cross-origin.
 */
export const shareImageRoutes: FastifyPluginAsyncZod<{ service: ShareImageService }> = async (app, { service }) => {
  app.get(
    "/share/:file",
    {
      schema: {
        params: z.object({ file: z.string().max(80) }),
        response: fileResponses("A portfolio's link-preview picture", ["image/png"]),
      },
    },
    async (request, reply) => {
      const png = await service.png(request.params.file);
      if (!png) throw new AppError("not-found", apiMessage("uploadFileNotFound"));
      const etag = `"${request.params.file}"`;
      reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("etag", etag)
        .header("cross-origin-resource-policy", "cross-origin");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.type("image/png").send(png);
    },
  );
};
