import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileResponses } from "../../lib/openapi-responses";
import multipart from "@fastify/multipart";
import { z } from "zod";
import {
  apiMessage,
  imageCropRequestSchema,
  imageCropResultSchema,
  uploadKinds,
  uploadLimits,
  uploadResultSchema,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { UploadService } from "./service";

const tooLarge = (kind: (typeof uploadKinds)[number]) =>
  new AppError(
    "invalid-argument",
    kind === "image"
      ? apiMessage("uploadImageTooLarge", { megabytes: uploadLimits.image / (1024 * 1024) })
      : apiMessage("uploadFileTooLarge", { megabytes: uploadLimits.resume / (1024 * 1024) }),
  );

/** POST /api/uploads and POST /api/uploads/crop (signed in), and GET /assets/{sha256}.{webp|pdf} (public, immutable). */
export const uploadRoutes: FastifyPluginAsyncZod<{ service: UploadService }> = async (app, { service }) => {
  // Registered in this plugin only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 1, fileSize: uploadLimits.resume, headerPairs: 100 },
  });

  app.post(
    "/api/uploads",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        querystring: z.object({ kind: z.enum(uploadKinds, { error: "kind must be image or resume" }) }),
        response: { 201: uploadResultSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      const kind = request.query.kind;
      if (!request.isMultipart()) {
        // For API clients (the web always sends multipart): a plain English message, no catalog id.
        // eslint-disable-next-line no-restricted-syntax
        throw new AppError("invalid-argument", "Send the file as multipart/form-data in a field named file.");
      }
      const limit = kind === "image" ? uploadLimits.image : uploadLimits.resume;
      let bytes: Buffer;
      try {
        const file = await request.file({ limits: { fileSize: limit } });
        if (!file) throw new AppError("invalid-argument", apiMessage("uploadNoFile"));
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(kind);
        throw error;
      }
      if (bytes.length === 0) throw new AppError("invalid-argument", apiMessage("uploadEmptyFile"));
      return reply.status(201).send(await service.upload(userId, kind, bytes));
    },
  );

  app.post(
    "/api/uploads/crop",
    {
      // Each cut decodes and encodes a picture, as an upload does: the same allowance.
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: { body: imageCropRequestSchema, response: { 201: imageCropResultSchema } },
    },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      return reply.status(201).send(await service.crop(userId, request.body));
    },
  );

  app.get(
    "/assets/:file",
    {
      schema: {
        params: z.object({ file: z.string().max(80) }),
        response: fileResponses("An uploaded picture or résumé", ["image/webp", "application/pdf"]),
      },
    },
    async (request, reply) => {
      const asset = await service.find(request.params.file);
      if (!asset) throw new AppError("not-found", apiMessage("uploadFileNotFound"));
      const etag = `"${asset.id}"`;
      reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("etag", etag)
        // Uploaded bytes are never run as a page, whatever they contain.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header("cross-origin-resource-policy", "cross-origin");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      if (asset.contentType === "application/pdf") reply.header("content-disposition", 'inline; filename="resume.pdf"');
      return reply.type(asset.contentType).send(asset.data);
    },
  );
};
