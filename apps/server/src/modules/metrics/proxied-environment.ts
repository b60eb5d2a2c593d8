// The proxy names the environment it resolved for a call, so the proxied-call metrics carry only
// environments that exist (a caller's made-up `environment` header never becomes a label value).
import type { FastifyRequest } from 'fastify';

const resolved = new WeakMap<FastifyRequest, string>();

export function noteProxiedEnvironment(request: FastifyRequest, environment: string): void {
  resolved.set(request, environment);
}

export function proxiedEnvironmentOf(request: FastifyRequest): string | undefined {
  return resolved.get(request);
}
