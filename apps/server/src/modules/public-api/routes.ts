import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiDeployRequestSchema,
  apiTemplateListSchema,
  deployAnswerSchema,
  deployStartedSchema,
  errorBodySchema,
  portfolioCreateSchema,
  portfolioDetailSchema,
  portfolioListSchema,
  portfolioSaveResultSchema,
  portfolioSaveSchema,
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveryListSchema,
  webhookListSchema,
} from "@foliocraft/schemas";
import { themeCatalog } from "@foliocraft/themes";
import type { LimiterFactory } from "../../lib/limiter-factory";
import { apiCaller, apiKeyGuard } from "../api-keys/api-key-guard";
import type { ApiKeyService } from "../api-keys/service";
import type { DeployService } from "../deploy/deploy-service";
import type { ExportService } from "../export/service";
import { sendZip } from "../export/zip-reply";
import { contentOf } from "../../lib/openapi-responses";
import type { PortfolioService } from "../portfolios/service";
import type { WebhookService } from "../webhooks/service";

// Another owner's id, or no id at all, is "not found": a key never learns what exists beyond its owner's data.
const idParams = z.object({ id: z.string().min(1).max(64) });
const write = { apiKeyScope: "read-write" as const };
// Every answer may be an error in our format; 401/403/404/429 are the ones a script meets.
const errors = { "4XX": errorBodySchema };
const tags = ["Public API v1"];
const security = [{ apiKey: [] }];
// Reading a portfolio and publishing it take its id and answer with it.
const onePortfolio = (summary: string) => ({
  tags,
  security,
  summary,
  params: idParams,
  response: { 200: portfolioDetailSchema, ...errors },
});

/**
 * The public API, version 1 (issue 24): what a script needs, with a personal API key (`Authorization: Bearer`).
 * No cookie is read here, so a key request is not a session and the origin check does not apply (origin-check.ts).
 * Each route calls the same owner-scoped service the web uses, with the key owner's id.
 */
export const publicApiRoutes: FastifyPluginAsyncZod<{
  keys: ApiKeyService;
  limiters: LimiterFactory;
  portfolios: PortfolioService;
  exports: ExportService;
  deploys: DeployService;
  webhooks: WebhookService;
}> = async (app, { keys, limiters, portfolios, exports, deploys, webhooks }) => {
  app.addHook("onRequest", apiKeyGuard({ service: keys, limiters }));
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/v1/portfolios",
    { schema: { tags, security, summary: "List your portfolios", response: { 200: portfolioListSchema, ...errors } } },
    async (request) => ({ portfolios: await portfolios.list(apiCaller(request).userId) }),
  );

  app.post(
    "/api/v1/portfolios",
    {
      config: write,
      schema: {
        tags,
        security,
        summary: "Create a portfolio",
        body: portfolioCreateSchema,
        response: { 201: portfolioDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await portfolios.create(apiCaller(request), request.body)),
  );

  app.get("/api/v1/portfolios/:id", { schema: onePortfolio("Read a portfolio and its content") }, async (request) =>
    portfolios.get(apiCaller(request).userId, request.params.id),
  );

  app.put(
    "/api/v1/portfolios/:id",
    {
      config: write,
      schema: {
        tags,
        security,
        summary: "Replace a portfolio's content (baseVersion guards against overwriting a newer save: 409)",
        params: idParams,
        body: portfolioSaveSchema,
        response: { 200: portfolioSaveResultSchema, ...errors },
      },
    },
    async (request) => portfolios.save(apiCaller(request).userId, request.params.id, request.body),
  );

  app.post(
    "/api/v1/portfolios/:id/publish",
    { config: write, schema: onePortfolio("Publish a portfolio at /p/{username}") },
    async (request) => portfolios.publish(apiCaller(request).userId, request.params.id),
  );

  app.get(
    "/api/v1/portfolios/:id/export.zip",
    {
      schema: {
        tags,
        security,
        summary: "Download a portfolio as a static site (ZIP)",
        params: idParams,
        response: {
          200: contentOf("The portfolio as a static site (index.html, styles, assets)", ["application/zip"], true),
          ...errors,
        },
      },
    },
    async (request, reply) => sendZip(reply, await exports.exportZip(apiCaller(request).userId, request.params.id)),
  );

  app.post(
    "/api/v1/deploy",
    {
      config: write,
      schema: {
        tags,
        security,
        summary: "Start a deploy of a portfolio (GitHub or Netlify, connected in the web app)",
        body: apiDeployRequestSchema,
        response: { 202: deployStartedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { portfolioId, ...target } = request.body;
      return reply.status(202).send(await deploys.start(apiCaller(request).userId, portfolioId, target));
    },
  );

  app.get(
    "/api/v1/deploys/:id",
    {
      schema: {
        tags,
        security,
        summary: "Read a deploy's progress and outcome",
        params: idParams,
        response: { 200: deployAnswerSchema, ...errors },
      },
    },
    async (request) => ({ deploy: await deploys.get(apiCaller(request).userId, request.params.id) }),
  );

  app.get(
    "/api/v1/templates",
    {
      schema: {
        tags,
        security,
        summary: "List the themes (templates) a portfolio can use; Pro ones need the Pro plan to publish",
        response: { 200: apiTemplateListSchema, ...errors },
      },
    },
    async () => ({ templates: themeCatalog.map(({ id, name, tier }) => ({ id, name, tier })) }),
  );

  // Deployment webhooks (docs/webhooks.md): a script registers where its deploys are announced.
  app.get(
    "/api/v1/webhooks",
    {
      schema: {
        tags,
        security,
        summary: "List your deployment webhooks",
        response: { 200: webhookListSchema, ...errors },
      },
    },
    async (request) => ({ webhooks: await webhooks.list(apiCaller(request).userId) }),
  );

  app.post(
    "/api/v1/webhooks",
    {
      config: write,
      schema: {
        tags,
        security,
        summary: "Add a deployment webhook (its signing secret is in this answer only)",
        body: webhookCreateSchema,
        response: { 201: webhookCreatedSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await webhooks.create(apiCaller(request).userId, request.body)),
  );

  app.get(
    "/api/v1/webhooks/:id/deliveries",
    {
      schema: {
        tags,
        security,
        summary: "Read a webhook's delivery log",
        params: idParams,
        response: { 200: webhookDeliveryListSchema, ...errors },
      },
    },
    async (request) => ({ deliveries: await webhooks.deliveries(apiCaller(request).userId, request.params.id) }),
  );
};
