// The proxy names the environment it resolved for a call, so the proxied-call metrics carry only
// environments that exist (a caller's made-up `environment` header never becomes a label value).
// A property every request is built with (decorateRequest), not a WeakMap: a WeakMap entry per
// call cost more than the lookup itself, and its collector work more again (decision 0060).
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The environment the proxy resolved for this call, if it got that far. */
    proxiedEnvironment: string | undefined;
  }
}

export function declareProxiedEnvironment(app: FastifyInstance): void {
  app.decorateRequest('proxiedEnvironment', undefined);
}

export function noteProxiedEnvironment(request: FastifyRequest, environment: string): void {
  request.proxiedEnvironment = environment;
}

export function proxiedEnvironmentOf(request: FastifyRequest): string | undefined {
  return request.proxiedEnvironment;
}
