import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { apiMessage, failedJobsResponseSchema } from "@foliocraft/schemas";
import { AppError } from "../errors";
import type { ProfileRepository } from "../modules/accounts/profile-repository";
import type { JobQueue } from "./queue";

/** Admins see background jobs that failed for good (GET /api/admin/jobs) and can run one again. */
export const jobAdminRoutes: FastifyPluginAsyncZod<{ jobs: JobQueue; profiles: ProfileRepository }> = async (
  app,
  { jobs, profiles },
) => {
  async function requireAdmin(request: FastifyRequest) {
    const session = await app.requireSession(request);
    const profile = await profiles.get(session.userId);
    if (!profile?.isAdmin) throw new AppError("permission-denied", apiMessage("adminOnly"));
  }

  app.get("/api/admin/jobs", { schema: { response: { 200: failedJobsResponseSchema } } }, async (request, reply) => {
    await requireAdmin(request);
    reply.header("cache-control", "no-store");
    const rows = await jobs.failed(200);
    return { jobs: rows.map((r) => ({ ...r, failedAt: r.failedAt.toISOString() })) };
  });

  app.post(
    "/api/admin/jobs/:id/retry",
    { schema: { params: z.object({ id: z.string().max(64) }) } },
    async (request) => {
      await requireAdmin(request);
      if (!(await jobs.retry(request.params.id))) {
        throw new AppError("not-found", apiMessage("jobNotRetryable"));
      }
      return { ok: true };
    },
  );
};
