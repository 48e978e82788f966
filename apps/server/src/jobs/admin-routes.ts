import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okAnswer } from "../lib/openapi-responses";
import { z } from "zod";
import { apiMessage, failedJobsResponseSchema } from "@foliocraft/schemas";
import { AppError } from "../errors";
import type { JobQueue } from "./queue";

/** Admins see background jobs that failed for good (GET /api/admin/jobs) and can run one again. */
export const jobAdminRoutes: FastifyPluginAsyncZod<{ jobs: JobQueue }> = async (app, { jobs }) => {
  app.get(
    "/api/admin/jobs",
    { preValidation: app.requireAdmin(), schema: { response: { 200: failedJobsResponseSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const rows = await jobs.failed(200);
      return { jobs: rows.map((r) => ({ ...r, failedAt: r.failedAt.toISOString() })) };
    },
  );

  app.post(
    "/api/admin/jobs/:id/retry",
    {
      preValidation: app.requireAdmin(),
      schema: { params: z.object({ id: z.string().max(64) }), response: { 200: okAnswer } },
    },
    async (request) => {
      if (!(await jobs.retry(request.params.id))) {
        throw new AppError("not-found", apiMessage("jobNotRetryable"));
      }
      return { ok: true as const };
    },
  );
};
