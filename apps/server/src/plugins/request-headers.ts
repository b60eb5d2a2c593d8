// Reading a request's own headers: one non-empty value or nothing. Every module that acts on the
// environment the web names (`environment`, spec 7) reads it through requestedEnvironment.
import type { FastifyRequest } from 'fastify';
import { REQUEST_HEADERS } from '@beacon/contracts';

/** The header's value, or undefined when it is missing, empty or repeated. */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The environment the request names in its `environment` header. */
export function requestedEnvironment(request: FastifyRequest): string | undefined {
  return headerValue(request, REQUEST_HEADERS.environment);
}
