import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";

/** Where the OpenAPI document and its reference page are served. */
export const openApiPaths = { document: "/api/openapi.json", reference: "/api/reference" } as const;

declare module "fastify" {
  interface FastifyInstance {
    /** Routes added without a response schema, as "METHOD /url" (the openapi test requires none, in any module). */
    routesWithoutResponseSchema: string[];
  }
}

/**
 * The OpenAPI 3.1 document of every route, generated from the route schemas (the same zod schemas that validate
 * requests and answers, so the document cannot drift from the code), and its reference page (swagger-ui, served
 * from our own origin). Registered before every route: @fastify/swagger collects routes as they are added.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl: string; version: string }) => {
    // Every route added after this plugin passes here, whether the document shows it or not (hidden routes, pages,
    // files): the openapi test checks this list, so no route anywhere goes without a declared answer.
    const undeclared: string[] = [];
    app.decorate("routesWithoutResponseSchema", undeclared);
    app.addHook("onRoute", (route) => {
      const methods = [route.method].flat();
      // swagger-ui's own files, and the HEAD twin Fastify adds to every GET.
      if (route.url.startsWith(openApiPaths.reference) || methods.every((m) => m === "HEAD")) return;
      if (!route.schema?.response) undeclared.push(`${methods.join(",")} ${route.url}`);
    });
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Foliocraft API",
          version: opts.version,
          description:
            "Every route of Foliocraft. Scripts use the public API under /api/v1 with a personal API key from " +
            "Settings (Authorization: Bearer <key>), limited per key to 100 requests an hour on Free and 1,000 on " +
            "Pro (RateLimit-* headers; 429 with Retry-After). The other routes serve the web app with its session " +
            "cookie. Errors are { error: { code, message, messageId?, params?, details? } }.",
        },
        servers: [{ url: opts.publicUrl }],
        components: {
          securitySchemes: {
            apiKey: { type: "http", scheme: "bearer", description: "A personal API key (fc_…) from Settings" },
            session: { type: "apiKey", in: "cookie", name: "foliocraft.session_token" },
          },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [`${openApiPaths.reference}/*`] }),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: openApiPaths.reference,
      uiConfig: { url: openApiPaths.document, deepLinking: true },
    });
    app.get(
      openApiPaths.document,
      {
        schema: {
          summary: "This OpenAPI document",
          response: { 200: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }) },
        },
      },
      async () => app.swagger(),
    );
  },
  { name: "openapi" },
);
