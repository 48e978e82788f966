import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { apiMessage, fieldNameOf, findUnstorableText } from "@foliocraft/schemas";
import { AppError } from "../errors";

// The refused part's text is never echoed: the field's path names it.
function refuse(path: (string | number)[]): never {
  const field = fieldNameOf(path);
  const message = apiMessage("textUnstorable", { field });
  throw new AppError("invalid-argument", message, [{ field, message: message.text }]);
}

function check(...parts: unknown[]) {
  for (const part of parts) {
    const path = findUnstorableText(part);
    if (path) refuse(path);
  }
}

/**
 * No lone surrogate or NUL character reaches a service, whatever the route's schema says: PostgreSQL refuses both
 * (a 500 with the user's text in the error), and neither can be written as UTF-8. Ids in the path and the query are
 * checked before validation (`/p/%00`), bodies after it, so a shared schema's own message (naming the field by its
 * label) comes first and this is the net for anything a schema lets through.
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request: FastifyRequest) => check(request.params, request.query));
  app.addHook("preHandler", async (request: FastifyRequest) => check(request.body));
});
