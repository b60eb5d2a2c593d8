// Client mistakes get a 4xx with a message; a database outage gets 503 "try again shortly" (the
// pool reconnects by itself); anything else is a 500 whose details stay in the log, tied to the
// response by its request id.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/database-unavailable.ts';
import { errorBody, HttpError } from '../http-errors.ts';

const BODY_LIMIT_TEXT = 'Request body is larger than 1 MiB';

function clientMessage(error: FastifyError): { status: number; text: string; code?: string } | undefined {
  if (error instanceof HttpError) return { status: error.statusCode, text: error.message, code: error.code };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = (issue?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const detail = issue?.message ?? 'invalid value';
    const text = field ? `${field}: ${detail}` : detail;
    return { status: 400, text };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, text: `Malformed JSON body: ${error.message}` };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, text: BODY_LIMIT_TEXT };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, text: 'Unsupported content type: send application/json' };
  }
  // Body parsing errors (e.g. a JSON syntax error) carry their own 4xx status.
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, text: error.message };
  }
  return undefined;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = clientMessage(error);
    if (known) {
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.code(known.status).send(errorBody(known.text, known.code));
    }
    // A client that hangs up mid-body fails its read with ECONNRESET, which is also how a dropped
    // PostgreSQL connection fails: told apart by the request's own socket, it is no outage (issue 28
    // B19), and nobody is left to answer.
    if (request.raw.readableAborted || request.raw.socket.destroyed) {
      request.log.info({ code: (error as { code?: unknown }).code }, 'the client went away mid-request');
      return reply.code(400).send(errorBody('The request ended before its body did'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(`Internal server error (request id ${request.id})`));
  });
}
