import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { githubRepoListSchema } from "@foliocraft/schemas";
import type { GithubRepoService } from "./github-repos-service";

/** Integrations with the user's connected accounts. */
export const integrationRoutes: FastifyPluginAsyncZod<{ githubRepos: GithubRepoService }> = async (
  app,
  { githubRepos },
) => {
  app.get(
    "/api/integrations/github/repos",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: { response: { 200: githubRepoListSchema } },
    },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      reply.header("cache-control", "no-store");
      return githubRepos.list(userId);
    },
  );
};
