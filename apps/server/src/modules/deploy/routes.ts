import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  appInstallationAnswerSchema,
  deployAnswerSchema,
  deployAuthorizeUrlSchema,
  deployCallbackSchema,
  deployConnectionAnswerSchema,
  deployConnectionListSchema,
  deployHistorySchema,
  deployProviders,
  deployRequestSchema,
  deployScopeChoiceSchema,
  deployScopeListSchema,
  deployStartedSchema,
  deployTokenSchema,
} from "@foliocraft/schemas";
import { noContent } from "../../lib/openapi-responses";
import type { DeployConnectionService } from "./connection-service";
import type { DeployService } from "./deploy-service";

const providerParams = z.object({ provider: z.enum(deployProviders) });
const idParams = z.object({ id: z.string().min(1).max(64) });
const appInstallBody = z.object({
  installation_id: z.string().max(32).optional(),
  setup_action: z.string().max(32).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

/** Deploy connections (OAuth or token, per provider: providers/registry.ts) and deploys of a portfolio (issue 7). */
export const deployRoutes: FastifyPluginAsyncZod<{
  connections: DeployConnectionService;
  deploys: DeployService;
}> = async (app, { connections, deploys }) => {
  app.post(
    "/api/deploy/connections/:provider/start",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: { params: providerParams, response: { 200: deployAuthorizeUrlSchema } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return connections.start(userId, request.params.provider);
    },
  );

  app.post(
    "/api/deploy/connections/:provider/callback",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        params: providerParams,
        body: deployCallbackSchema,
        response: { 200: deployConnectionAnswerSchema },
      },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return { connection: await connections.callback(userId, request.params.provider, request.body) };
    },
  );

  // A token provider (Vercel, Cloudflare): the API token the person created there, checked and stored encrypted.
  app.post(
    "/api/deploy/connections/:provider/token",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: { params: providerParams, body: deployTokenSchema, response: { 200: deployConnectionAnswerSchema } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return { connection: await connections.connectWithToken(userId, request.params.provider, request.body.token) };
    },
  );

  // The GitHub App's setup URL lands on the web's /auth/github/app/callback, which posts its parameters here.
  app.post(
    "/api/deploy/github/app/callback",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: { body: appInstallBody, response: { 200: appInstallationAnswerSchema } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return { installation: await connections.verifyAppInstallation(userId, request.body) };
    },
  );

  app.get("/api/deploy/connections", { schema: { response: { 200: deployConnectionListSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return { connections: await connections.list(userId) };
  });

  // Where a provider's deploys go in the connected account (Vercel: the personal account or a team). Each call asks
  // the provider with the session user's own token, so only their connection is read or changed.
  app.get(
    "/api/deploy/connections/:provider/scopes",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: { params: providerParams, response: { 200: deployScopeListSchema } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return connections.scopes(userId, request.params.provider);
    },
  );

  app.put(
    "/api/deploy/connections/:provider/scope",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: { params: providerParams, body: deployScopeChoiceSchema, response: { 200: deployScopeListSchema } },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return connections.chooseScope(userId, request.params.provider, request.body.teamId);
    },
  );

  app.delete(
    "/api/deploy/connections/:provider",
    { schema: { params: providerParams, response: { 204: noContent } } },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      await connections.disconnect(userId, request.params.provider);
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/portfolios/:id/deploys",
    // Providers allow about 3 deploys a minute (contracts.md §3); a person retrying stays well below this.
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: { params: idParams, body: deployRequestSchema, response: { 202: deployStartedSchema } },
    },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      const started = await deploys.start(userId, request.params.id, request.body);
      return reply.code(202).send(started);
    },
  );

  app.get(
    "/api/portfolios/:id/deploys",
    { schema: { params: idParams, response: { 200: deployHistorySchema } } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return { deploys: await deploys.history(userId, request.params.id) };
    },
  );

  app.get(
    "/api/deploys/:id",
    { schema: { params: idParams, response: { 200: deployAnswerSchema } } },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return { deploy: await deploys.get(userId, request.params.id) };
    },
  );
};
