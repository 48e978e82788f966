import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DeployConnectionService } from "./connection-service";
import type { DeployService } from "./deploy-service";

const providerParams = z.object({ provider: z.enum(["github", "netlify"]) });
const idParams = z.object({ id: z.string().min(1).max(64) });
// The provider's query parameters, passed on by the web's callback page as they arrived.
const callbackBody = z.object({
  code: z.string().max(512).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
const appInstallBody = z.object({
  installation_id: z.string().max(32).optional(),
  setup_action: z.string().max(32).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
const deployBody = z.object({
  target: z.enum(["github-pages", "github-repo", "netlify"]),
  repo: z.string().min(1).max(100).optional(),
  /** Netlify: the name for a new site (after "name taken", the suggestion); ignored when the site exists. */
  siteName: z.string().min(1).max(63).optional(),
});

/** Deploy connections (GitHub with `public_repo`, Netlify) and deploys of a portfolio (issue 7). */
export const deployRoutes: FastifyPluginAsyncZod<{
  connections: DeployConnectionService;
  deploys: DeployService;
}> = async (app, { connections, deploys }) => {
  app.post(
    "/api/deploy/connections/:provider/start",
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } }, schema: { params: providerParams } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return connections.start(userId, request.params.provider);
    },
  );

  app.post(
    "/api/deploy/connections/:provider/callback",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: { params: providerParams, body: callbackBody },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return { connection: await connections.callback(userId, request.params.provider, request.body) };
    },
  );

  // The GitHub App's setup URL lands on the web's /auth/github/app/callback, which posts its parameters here.
  app.post(
    "/api/deploy/github/app/callback",
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } }, schema: { body: appInstallBody } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return { installation: await connections.verifyAppInstallation(userId, request.body) };
    },
  );

  app.get("/api/deploy/connections", async (request) => {
    const { userId } = await app.requireSession(request);
    return { connections: await connections.list(userId) };
  });

  app.delete("/api/deploy/connections/:provider", { schema: { params: providerParams } }, async (request, reply) => {
    const { userId } = await app.requireSession(request);
    await connections.disconnect(userId, request.params.provider);
    return reply.code(204).send();
  });

  app.post(
    "/api/portfolios/:id/deploys",
    // Providers allow about 3 deploys a minute (contracts.md §3); a person retrying stays well below this.
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } }, schema: { params: idParams, body: deployBody } },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      const started = await deploys.start(userId, request.params.id, request.body);
      return reply.code(202).send(started);
    },
  );

  app.get("/api/portfolios/:id/deploys", { schema: { params: idParams } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return { deploys: await deploys.history(userId, request.params.id) };
  });

  app.get("/api/deploys/:id", { schema: { params: idParams } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return { deploy: await deploys.get(userId, request.params.id) };
  });
};
