import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { matchesEtag } from "./rendered-page";

/**
 * Public HTML and the sitemap are revalidated on every use: a publish must show on the very next request, in the
 * same tab too, so no browser or shared cache may answer from its copy without asking. Asking is cheap: the server
 * answers a matching If-None-Match with an empty 304 (the page is already in memory, see service.ts), so a repeat
 * visit still downloads nothing. Fonts and assets keep their immutable caching (hashed names).
 */
export const revalidateCacheControl = "no-cache";

/** A weak ETag for bytes (the same document in another content-encoding is the same resource). */
export function weakEtagOf(body: Buffer | string): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * Sets the revalidation headers for a document whose current version is `etag`, and answers 304 (true) when the
 * client already holds that version. Every server derives the same ETag from the same published snapshot, so a copy
 * fetched from one server revalidates against any other.
 */
export function answeredNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header("cache-control", revalidateCacheControl).header("etag", etag);
  if (!matchesEtag(request.headers["if-none-match"], etag)) return false;
  reply.status(304).send();
  return true;
}
