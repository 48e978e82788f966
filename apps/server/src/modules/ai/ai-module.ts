import type { FastifyInstance } from "fastify";
import type { AiProviderConfig } from "../../config";
import type { Db } from "../../db/client";
import type { ProfileRepository } from "../accounts/profile-repository";
import { createProviderClient } from "./provider-client";
import { createAiQuota } from "./quota";
import { createAiUsageRepository } from "./repository";
import { aiRoutes } from "./routes";
import { createAiService } from "./service";

/** Options of the AI module; `now` and `builtInPaceMs` exist for tests. */
export interface AiModuleOptions {
  db: Db;
  profiles: ProfileRepository;
  /** The configured provider (AI_BASE_URL, AI_API_KEY, AI_MODEL); unset means the built-in writer. */
  provider: AiProviderConfig | undefined;
  now?: () => Date;
  builtInPaceMs?: number;
}

/** The AI writing assistant (issue 9): wires repository, quota, provider or built-in writer, and the routes. */
export async function aiModule(app: FastifyInstance, options: AiModuleOptions): Promise<void> {
  const usage = createAiUsageRepository(options.db);
  const service = createAiService({
    quota: createAiQuota({ repository: usage, profiles: options.profiles, now: options.now }),
    usage,
    profiles: options.profiles,
    provider: options.provider ? createProviderClient(options.provider) : undefined,
    log: app.log,
    builtInPaceMs: options.builtInPaceMs,
    now: options.now,
  });
  await app.register(aiRoutes, { service });
}
