import fs from "node:fs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { JobQueue } from "../jobs/queue";

/** The test-only job kind (the --job-probe-file option, read by testing/test-server.ts). */
export const probeJobName = "probe";

/**
 * Test-only (registered by testing/test-server.ts when started with --job-probe-file, never by server.ts): a job that appends "start <id> <pid>", waits
 * (`ms`, or `retryMs` on a retry), then appends "done <id> <pid>" to the probe file, and POST /api/test/job-probe to enqueue one on this server. The
 * process test reads the file to prove a job runs once across servers and is finished by another server when the
 * one running it is killed.
 */
export const defineProbeJob: FastifyPluginAsyncZod<{ jobs: JobQueue; file: string }> = async (app, { jobs, file }) => {
  const note = (line: string) => fs.appendFileSync(file, `${line} ${process.pid}\n`);
  jobs.define<{ probeId: string; ms: number; retryMs?: number }>(probeJobName, {
    retryLimit: 3,
    handler: async ({ data, attempt }) => {
      note(`start ${data.probeId}`);
      // A retry may be quicker than the first run (a first run longer than the job timeout stands for a hang).
      await new Promise((resolve) => setTimeout(resolve, attempt > 1 ? (data.retryMs ?? data.ms) : data.ms));
      note(`done ${data.probeId}`);
    },
  });
  app.post(
    "/api/test/job-probe",
    {
      schema: {
        body: z.object({
          probeId: z.string().max(64),
          ms: z.number().int().min(0).max(60_000),
          retryMs: z.number().int().min(0).max(60_000).optional(),
        }),
      },
    },
    async (request, reply) => {
      await jobs.send(probeJobName, request.body);
      return reply.code(202).send({ ok: true });
    },
  );
};
