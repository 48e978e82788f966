import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import multipart from "@fastify/multipart";
import { apiMessage, resumeImportMaxBytes, resumeImportResultSchema } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { ResumeImportService } from "./service";

const tooLarge = () =>
  new AppError(
    "invalid-argument",
    apiMessage("uploadFileTooLarge", { megabytes: resumeImportMaxBytes / (1024 * 1024) }),
  );

/** POST /api/resume-import (signed in): reads a résumé file (PDF, Word .docx, LinkedIn export ZIP) and returns what it holds. */
export const resumeImportRoutes: FastifyPluginAsyncZod<{ service: ResumeImportService }> = async (app, { service }) => {
  // Registered in this plugin only, as for uploads: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 1, fileSize: resumeImportMaxBytes, headerPairs: 100 },
  });

  app.post(
    "/api/resume-import",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: { response: { 200: resumeImportResultSchema } },
    },
    async (request) => {
      await app.requireSession(request);
      if (!request.isMultipart()) {
        // For API clients (the web always sends multipart): a plain English message, no catalog id.
        // eslint-disable-next-line no-restricted-syntax
        throw new AppError("invalid-argument", "Send the file as multipart/form-data in a field named file.");
      }
      let bytes: Buffer;
      let name: string;
      try {
        const file = await request.file({ limits: { fileSize: resumeImportMaxBytes } });
        if (!file) throw new AppError("invalid-argument", apiMessage("uploadNoFile"));
        name = file.filename;
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
        throw error;
      }
      if (bytes.length === 0) throw new AppError("invalid-argument", apiMessage("uploadEmptyFile"));
      return service.read({ name, bytes: new Uint8Array(bytes) });
    },
  );
};
