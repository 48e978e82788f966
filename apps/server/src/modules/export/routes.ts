import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ExportService } from "./service";

// An id that is not the caller's (or not an id at all) is simply "not found".
const params = z.object({ id: z.string().min(1).max(64) });

/** RFC 5987 encoding for `filename*`: percent-encodes everything but the attr-char set. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** GET /api/portfolios/{id}/export.zip — the owner's portfolio as a static site in a ZIP. */
export const exportRoutes: FastifyPluginAsyncZod<{ service: ExportService }> = async (app, { service }) => {
  app.get(
    "/api/portfolios/:id/export.zip",
    {
      // Rendering and zipping is cheap, but not free: far above a person clicking Download, far below a flood.
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: { params },
    },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      const zip = await service.exportZip(userId, request.params.id);
      return reply
        .header("content-type", "application/zip")
        .header(
          "content-disposition",
          `attachment; filename="${zip.filename}"; filename*=UTF-8''${encodeRfc5987(zip.unicodeFilename)}`,
        )
        .header("cache-control", "no-store")
        .send(Buffer.from(zip.bytes.buffer, zip.bytes.byteOffset, zip.bytes.byteLength));
    },
  );
};
