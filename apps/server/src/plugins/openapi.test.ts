import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { Validator } from "@seriousme/openapi-schema-validator";
import { sample } from "openapi-sampler";
import { createApiKey } from "../modules/public-api/api-key-test-helpers";
import { startFakeDns } from "../testing/fake-dns-server";
import { startDeployTestApp } from "../modules/deploy/deploy-test-helpers";
import { startFakeOAuth } from "../testing/fake-oauth";
import { startFakePaystack } from "../testing/fake-paystack";
import { nextTestAddress, signUpTestUser } from "../testing/test-users";

interface Operation {
  responses: Record<string, { description?: string; content?: unknown }>;
  parameters?: { in: string; name: string; schema?: object; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: object }> };
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

let app: FastifyInstance;
let close: () => Promise<void>;
let document: OpenApiDocument;

beforeAll(async () => {
  // Every provider configured (fakes), so each operation can do its work: an unconfigured one is a deliberate 503.
  const oauth = await startFakeOAuth({ clientId: "client-123", clientSecret: "very-secret-456" });
  const paystack = await startFakePaystack({ secretKey: "sk_test_fake_secret" });
  // Names the operations send (webhook addresses, custom domains) are looked up here and answered at once: this
  // machine has no internet, and the system's resolver would make each lookup wait for its timeout.
  const dns = await startFakeDns();
  const deployApp = await startDeployTestApp({
    dnsResolver: [dns.address],
    google: oauth.googleConfig,
    paystack: { secretKey: "sk_test_fake_secret", publicKey: "pk_test_fake_public", apiUrl: paystack.base },
  });
  app = deployApp.app;
  close = async () => {
    await deployApp.close();
    await Promise.all([oauth.close(), paystack.close(), dns.close()]);
  };
  const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("declares what every route answers (a route without a response schema fails here)", () => {
    // @fastify/swagger writes a bare "Default Response" (no content) for a route that declares nothing.
    const undeclared = operations()
      .filter(({ operation }) =>
        Object.values(operation.responses).every(
          (response) => response.description === "Default Response" && !response.content,
        ),
      )
      .map(({ method, path }) => `${method} ${path}`);
    expect(undeclared).toEqual([]);
    expect(operations().length).toBeGreaterThan(100);
  });

  it("leaves no route of any module without a response schema, shown in the document or not", () => {
    expect(app.routesWithoutResponseSchema).toEqual([]);
  });

  it("lists the public API with its key scheme", () => {
    const v1 = operations().filter(({ path }) => path.startsWith("/api/v1/"));
    expect(v1.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      [
        "GET /api/v1/deploys/{id}",
        "GET /api/v1/portfolios",
        "GET /api/v1/portfolios/{id}",
        "GET /api/v1/portfolios/{id}/export.zip",
        "GET /api/v1/templates",
        "POST /api/v1/deploy",
        "POST /api/v1/portfolios",
        "POST /api/v1/portfolios/{id}/publish",
        "PUT /api/v1/portfolios/{id}",
        "GET /api/v1/webhooks",
        "POST /api/v1/webhooks",
        "GET /api/v1/webhooks/{id}/deliveries",
      ].sort(),
    );
  });

  it("serves its reference page from our own origin", async () => {
    const page = await app.inject({ method: "GET", url: "/api/reference/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/src="https?:/);
    const initializer = await app.inject({ method: "GET", url: "/api/reference/static/swagger-initializer.js" });
    expect(initializer.body).toContain("/api/openapi.json");
  });
});

describe("a request made from the document for every operation", () => {
  it("is answered without a server error, signed in and with a key", async () => {
    const user = await signUpTestUser(app);
    const { secret } = await createApiKey(app, user.cookie, { name: "probe", scope: "read-write" });
    const failures: string[] = [];
    // Signing out or deleting the account last, so the other operations run signed in.
    const last = (path: string) => /sign-out|^\/api\/account$/.test(path);
    const ordered = operations().sort((a, b) => Number(last(a.path)) - Number(last(b.path)));
    for (const { path, method, operation } of ordered) {
      const url = path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
        const parameter = operation.parameters?.find((p) => p.in === "path" && p.name === name);
        const value = parameter?.schema ? sample(parameter.schema) : "sample";
        return encodeURIComponent(String(value ?? "sample"));
      });
      const json = operation.requestBody?.content["application/json"]?.schema;
      const res = await app.inject({
        method: method as "GET",
        url,
        remoteAddress: nextTestAddress(),
        headers: {
          cookie: user.cookie,
          ...(path.startsWith("/api/v1/") ? { authorization: `Bearer ${secret}` } : {}),
          ...(json ? { "content-type": "application/json" } : {}),
        },
        ...(json ? { payload: JSON.stringify(sample(json, { skipReadOnly: true })) } : {}),
      });
      if (res.statusCode >= 500) failures.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  });
});
