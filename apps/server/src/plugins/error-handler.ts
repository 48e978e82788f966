import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  apiMessage,
  codeForHttpStatus,
  maxJsonBodyBytes,
  type ApiMessage,
  type ErrorBody,
  type ErrorCode,
} from "@foliocraft/schemas";
import { isDatabaseUnreachable, isUniqueViolation } from "../db/database-errors";
import { AppError, fieldIssue, validationMessage, type FieldIssue } from "../errors";

/** Seconds a client is asked to wait (Retry-After) while the database is unreachable: a restart takes a few. */
export const databaseRetryAfterSeconds = 5;

function body(code: ErrorCode, message: string | ApiMessage, details?: unknown): ErrorBody {
  const text = typeof message === "string" ? { message } : withId(message.text, message);
  return details === undefined ? { error: { code, ...text } } : { error: { code, ...text, details } };
}

// The English text, with the catalog id and parameters the web translates it by.
function withId(message: string, source: { id: string; params: Record<string, string | number> }) {
  return Object.keys(source.params).length > 0
    ? { message, messageId: source.id, params: source.params }
    : { message, messageId: source.id };
}

// Fastify's own client-error codes, rewritten as messages a person understands.
const friendlyFastifyErrors: Record<string, { status: number; message: string | ApiMessage }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: apiMessage("bodyNotJson") },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: "The request body is empty; send a JSON object or remove the Content-Type header.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 400,
    message: "Unsupported content type: send the request body as JSON (Content-Type: application/json).",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "The Content-Length header does not match the body." },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: apiMessage("bodyTooLarge", { megabytes: maxJsonBodyBytes / (1024 * 1024) }),
  },
};

function fieldIssues(err: { validation: { instancePath: string; message?: string }[] }): FieldIssue[] {
  return err.validation.map((v) => fieldIssue(v.instancePath.replace(/^\//, "").replaceAll("/", "."), v.message));
}

/** What the error handler may ask of the app. */
export interface ErrorHandlerOptions {
  /** Whether the database answers a trivial query now (false only when it cannot be reached). */
  databaseReachable?: () => Promise<boolean>;
}

/** The single error handler of design.md: AppError and validation errors → `{ error: { code, message, details? } }`. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance, opts: ErrorHandlerOptions) => {
  const unavailable = (request: FastifyRequest, reply: FastifyReply, reason: string) => {
    // An outage, not a bug: one short line (no stack) per request, and the client is told when to come back.
    request.log.warn({ err: reason }, "database unreachable: answered 503");
    return reply
      .status(503)
      .header("retry-after", String(databaseRetryAfterSeconds))
      .send(body("unavailable", apiMessage("serviceUnavailable")));
  };

  app.setErrorHandler(async (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) request.log.error({ err }, err.message);
      const message = err.messageId ? { id: err.messageId, params: err.params ?? {}, text: err.message } : err.message;
      return reply.status(err.statusCode).send(body(err.code, message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = fieldIssues(err);
      return reply.status(400).send(body("invalid-argument", validationMessage(issues), issues));
    }
    if (isDatabaseUnreachable(err)) return unavailable(request, reply, err.message);
    // Two requests raced for one unique key (a username, the one published portfolio…) and this one lost: a
    // conflict to retry, not a server fault. Services that expect a race name it more precisely themselves.
    if (isUniqueViolation(err)) {
      request.log.info({ err: err.message }, "unique key taken by a concurrent request: answered 409");
      return reply.status(409).send(body("aborted", apiMessage("changedConcurrently")));
    }
    const friendly = err.code ? friendlyFastifyErrors[err.code] : undefined;
    if (friendly) return reply.status(friendly.status).send(body(codeForHttpStatus(friendly.status), friendly.message));
    // JSON.parse failures surface as SyntaxError with a 400 status.
    if (err instanceof SyntaxError && err.statusCode === 400) {
      return reply.status(400).send(body("invalid-argument", apiMessage("bodyNotJson")));
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      // A library may wrap a failed query into its own error and drop the cause (better-auth answers "Failed to
      // get session"): when the database does not answer right now, that is the outage, not a bug.
      if (opts.databaseReachable && !(await opts.databaseReachable())) {
        return unavailable(request, reply, `${err.message} (the database does not answer)`);
      }
      // Never show internals to the client; the log keeps the stack.
      request.log.error({ err }, "request failed");
      return reply.status(status).send(body("internal", apiMessage("somethingWentWrong")));
    }
    return reply.status(status).send(body(codeForHttpStatus(status), err.message));
  });
});
