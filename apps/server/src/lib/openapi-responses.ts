import type { Readable } from "node:stream";
import { z } from "zod";

// Response declarations for answers that are not JSON objects (pages, files, redirects, empty answers): they
// document the route in /api/openapi.json. Fastify sends strings and buffers as they are, so these never serialize.

/** An answer with no body (204). */
export const noContent = z.undefined().describe("Done; no body");

/** A redirect (its Location header names where to go). */
export const redirect = (description: string) => z.undefined().describe(description);

/** An answer of one or more media types that is not JSON: a page, a file, plain text. */
export function contentOf(description: string, types: readonly string[], binary = false) {
  // Files go out as buffers or streams; the document shows them as binary strings.
  const schema = binary
    ? z.custom<Buffer | Readable>(() => true).meta({ type: "string", format: "binary" })
    : z.custom<string | Readable>(() => true).meta({ type: "string" });
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

/** An HTML page. */
export const htmlPage = (description: string) => contentOf(description, ["text/html"]);

/** `{ ok: true }`: the action was done. */
export const okAnswer = z.object({ ok: z.literal(true) });

/** An empty 304: the client's copy (If-None-Match) is current. */
export const notModified = z.undefined().describe("Not modified: the copy you have is current");

/** A cacheable file: the bytes, or 304 when the client's copy (If-None-Match) is current. */
export const fileResponses = (description: string, types: readonly string[]) => ({
  200: contentOf(description, types, true),
  304: notModified,
});

/** A CORS preflight's answer. */
export const preflight = { 204: z.undefined().describe("CORS preflight: the methods and headers allowed") };

/**
 * A request body the route reads itself (the service validates it, so a plain form post can be answered with a
 * redirect instead of a JSON 400): documented with `schema`'s shape, accepted as it arrives.
 */
export function checkedByService(schema: z.ZodType, description: string) {
  const { $schema: _ignored, ...shape } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return z.custom<unknown>(() => true).meta({ ...shape, description });
}

/** A request body the route reads as raw bytes (a signature is checked over them): documented, never parsed here. */
export const rawJsonBody = (description: string) => z.custom<unknown>(() => true).meta({ type: "object", description });
