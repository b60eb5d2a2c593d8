// The broker's answer on its way back to the browser: a refused broker token explained instead of
// passed on as a 401, a tenant admin's tenant list cut to its own tenants, and everything else
// written straight to the socket.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, HttpError } from '../../http-errors.ts';
import { refusalStatusFor } from '../../plugins/pulsar-manager-refusals.ts';
import { forEachSecurityHeader, PROXIED_ANSWER_POLICY } from '../../plugins/security-headers.ts';
import { downstreamResponseHeaders } from './proxy-headers.ts';
import { asRefusal, type Caller, type Decision } from './proxy-steps.ts';
import type { ProxyTarget, PulsarProxy } from './pulsar-proxy.ts';
import { reasonOf } from './topology-client.ts';
import { type UpstreamAnswer, UpstreamError } from './upstream-call.ts';

export interface Answer {
  caller: Caller;
  decision: Decision;
  target: ProxyTarget;
  upstream: UpstreamAnswer;
  proxy: PulsarProxy;
}

/**
 * 8. What the browser gets for the broker's answer. Passed straight on (nearly every answer) it is
 * written at once and there is nothing to wait for: undefined, not a promise.
 */
export function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  call: Answer,
): Promise<FastifyReply> | undefined {
  const { caller, decision, target, upstream, proxy } = call;
  const status = upstream.statusCode ?? 502;
  if (status === 401) return explainUnauthorized(upstream, target, proxy);
  if (decision.permission === 'tenant.list' && !caller.access.roles.includes('super') && status < 300) {
    return ownTenantsOnly(request, reply, call, status);
  }
  passAnswerOn(request, reply, status, upstream, target.environment.name);
  return undefined;
}

/**
 * Never passed on as a 401: the browser's session is fine, and the web would read it as "log in
 * again". Pulsar's reason is passed on; "update the token" only when the token itself is refused.
 */
async function explainUnauthorized(
  upstream: UpstreamAnswer,
  target: ProxyTarget,
  proxy: PulsarProxy,
): Promise<never> {
  const reason = await refusalReason(upstream);
  const failure = await proxy.describeUnauthorized(target, reason);
  throw new HttpError(failure.status, failure.message);
}

/** A tenant admin's tenant list, cut to the tenants it holds. */
async function ownTenantsOnly(
  request: FastifyRequest,
  reply: FastifyReply,
  { caller, target, upstream }: Answer,
  status: number,
): Promise<FastifyReply> {
  const environment = target.environment.name;
  // The unfiltered list's headers (its length among them) say more than this user may know.
  if (request.method === 'HEAD') {
    upstream.destroy();
    return reply.code(status).send();
  }
  let tenants: string[] | undefined;
  try {
    tenants = await onlyOwnTenants(upstream);
  } catch (error) {
    throw asRefusal(error, environment);
  }
  if (!tenants) {
    throw new HttpError(
      502,
      `Environment '${environment}' answered the tenant list with something that is not a JSON list`,
    );
  }
  return reply.code(status).send(tenants.filter((tenant) => caller.access.tenants.includes(tenant)));
}

/**
 * Writes the broker's answer straight to the browser's socket: one header write (Beacon's security
 * headers and the broker's own, filtered) and a pipe, instead of Fastify's reply and onSend hooks,
 * which cost more than the rest of a proxied call together. A broker that fails or stalls mid-answer
 * destroys the browser's connection, so a cut answer is never taken for a whole one.
 */
function passAnswerOn(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  upstream: UpstreamAnswer,
  environment: string,
) {
  const { pairs, cacheControl } = downstreamResponseHeaders(upstream.headers);
  forEachSecurityHeader(request, (name, value) => pairs.push(name, value), PROXIED_ANSWER_POLICY);
  if (!cacheControl) pairs.push('cache-control', 'no-store');
  // Pulsar's own 400s carry its `reason`, which Pulsar Manager's front end shows only under another status.
  const sentStatus = refusalStatusFor(request, status, '');
  reply.hijack();
  const raw = reply.raw;
  // The status line waits for the first byte of the body: a broker that stalls or fails before it
  // still gets its clear 504/502, and after it the browser's connection is cut instead.
  let started = false;
  const start = () => {
    if (!started) raw.writeHead(sentStatus, pairs);
    started = true;
  };
  const failed = (error: Error) => {
    if (started || raw.destroyed) return void raw.destroy();
    const failure = asRefusal(asUpstreamError(error), environment);
    const body = JSON.stringify(errorBody(failure.message));
    const headers: string[] = [
      'content-type',
      'application/json; charset=utf-8',
      'cache-control',
      'no-store',
    ];
    forEachSecurityHeader(request, (name, value) => headers.push(name, value), PROXIED_ANSWER_POLICY);
    raw.writeHead(failure.statusCode, headers);
    raw.end(body);
  };
  // The answer may have failed already, while the call was audited: a stream emits its 'error' once,
  // and keeps it (UpstreamAnswer listens itself, so that failure stopped nothing).
  if (upstream.errored) return failed(upstream.errored);
  upstream.on('data', (chunk: Buffer) => {
    start();
    if (!raw.write(chunk)) upstream.pause();
  });
  raw.on('drain', () => upstream.resume());
  // `on`, not `once`: each comes once at most, and `once` wraps every listener in another function.
  upstream.on('end', () => {
    start();
    raw.end();
  });
  upstream.on('error', failed);
}

/** A failure while reading a broker's answer, in the words asRefusal knows. */
function asUpstreamError(error: unknown): UpstreamError {
  return error instanceof UpstreamError
    ? error
    : new UpstreamError('connect', 'the broker closed the connection before its answer was complete');
}

const MAX_REFUSAL_BYTES = 16 * 1024;

/** Pulsar's `reason` of a refusal, read up to a small size (the connection is then dropped). */
export async function refusalReason(upstream: UpstreamAnswer): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of upstream) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size > MAX_REFUSAL_BYTES) break;
    }
  } catch {
    return undefined;
  } finally {
    // Not necessarily read to its end: destroyed, never handed back to the pool.
    upstream.destroy();
  }
  return reasonOf(Buffer.concat(chunks).toString('utf8').slice(0, MAX_REFUSAL_BYTES));
}

/** The broker's tenant list, or undefined when the answer is not a JSON list of names. */
async function onlyOwnTenants(upstream: UpstreamAnswer): Promise<string[] | undefined> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of upstream) chunks.push(chunk as Buffer);
  } catch (error) {
    throw asUpstreamError(error);
  }
  try {
    const all: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return Array.isArray(all)
      ? all.filter((tenant): tenant is string => typeof tenant === 'string')
      : undefined;
  } catch {
    return undefined;
  }
}
