import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentOf } from "../../lib/openapi-responses";
import { z } from "zod";
import type { ExportService } from "./service";
import { sendZip } from "./zip-reply";

// An id that is not the caller's (or not an id at all) is simply "not found".
const params = z.object({ id: z.string().min(1).max(64) });

/** GET /api/portfolios/{id}/export.zip — the owner's portfolio as a static site in a ZIP. */
export const exportRoutes: FastifyPluginAsyncZod<{ service: ExportService }> = async (app, { service }) => {
  app.get(
    "/api/portfolios/:id/export.zip",
    {
      // Rendering and zipping is cheap, but not free: far above a person clicking Download, far below a flood.
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: { params, response: { 200: contentOf("The portfolio as a static site", ["application/zip"], true) } },
    },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      const zip = await service.exportZip(userId, request.params.id);
      return sendZip(reply, zip);
    },
  );
};
