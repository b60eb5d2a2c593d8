// Client mistakes get a 4xx with a message; anything else is a 500 whose details stay in the log,
// tied to the response by its request id.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, HttpError } from '../http-errors.ts';

const BODY_LIMIT_TEXT = 'Request body is larger than 1 MiB';

function clientMessage(error: FastifyError): { status: number; text: string } | undefined {
  if (error instanceof HttpError) return { status: error.statusCode, text: error.message };
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
    if (known) return reply.code(known.status).send(errorBody(known.text));
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(`Internal server error (request id ${request.id})`));
  });
}
