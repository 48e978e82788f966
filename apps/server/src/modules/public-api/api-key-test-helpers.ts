import type { FastifyInstance } from "fastify";
import type { ApiKey, ApiKeyCreate } from "@foliocraft/schemas";

/** Creates a personal API key through the settings route, as the owner's web page does. */
export async function createApiKey(
  app: FastifyInstance,
  cookie: string,
  body: ApiKeyCreate,
): Promise<{ key: ApiKey; secret: string }> {
  const res = await app.inject({ method: "POST", url: "/api/account/api-keys", headers: { cookie }, payload: body });
  if (res.statusCode !== 201) throw new Error(`creating an API key failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
