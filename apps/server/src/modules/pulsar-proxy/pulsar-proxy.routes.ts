// The browser never talks to a broker: it calls these paths on Beacon, which checks the permission
// table, then forwards to the selected environment. Writes are audited before they are forwarded
// and completed with the broker's answer before the browser sees it.
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { authorizeSegments } from '@beacon/contracts';
import type { Database } from '../../db/tables.ts';
import { errorBody, HttpError } from '../../http-errors.ts';
import { refusalStatusFor } from '../../plugins/pulsar-manager-refusals.ts';
import { forEachSecurityHeader } from '../../plugins/security-headers.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { headerValue, requestedEnvironment } from '../../plugins/request-headers.ts';
import { accessInEnvironment } from '../users/access.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Bulkhead } from './bulkhead.ts';
import type { SessionRateLimit } from './session-rate-limit.ts';
import { downstreamResponseHeaders, upstreamRequestHeaders } from './proxy-headers.ts';
import type { ProxyTarget, PulsarProxy } from './pulsar-proxy.ts';
import { parseRequestTarget } from './request-target.ts';
import { checkedRequestBody } from './checked-body.ts';
import { noteProxiedEnvironment } from '../metrics/proxied-environment.ts';
import { reasonOf } from './topology-client.ts';
import { Cancellation, UpstreamError } from './upstream-call.ts';

// All of /admin and /lookup, not only v2/v3: a v1 path or an unknown one is then refused by the
// permission table (403, audited) like any other call it does not list, rather than falling through.
export const PROXIED_PREFIXES = ['/admin/', '/lookup/', '/api/v1/bookie/', '/topics/'];
const METHODS = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH'] as const;
const MUTATING = new Set(['PUT', 'POST', 'DELETE', 'PATCH']);

export interface ProxyRoutesOptions {
  proxy: PulsarProxy;
  bulkhead: Bulkhead;
  rateLimit: SessionRateLimit;
  audit: AuditLog;
  db: Kysely<Database>;
  /** Told after a write to an environment succeeded (the catalogue drops its cached lists). */
  onWrite?: (environment: string) => void;
}

export async function pulsarProxyRoutes(app: FastifyInstance, options: ProxyRoutesOptions): Promise<void> {
  await app.register((scope, _options, done) => {
    // Bodies pass through untouched: the broker, not Beacon, parses them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, parsed) => parsed(null, payload));
    for (const prefix of PROXIED_PREFIXES) {
      scope.route({
        method: [...METHODS],
        url: `${prefix}*`,
        handler: (request, reply) => forward(request, reply, options),
      });
    }
    done();
  });
}

async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  { proxy, bulkhead, rateLimit, audit, db, onWrite }: ProxyRoutesOptions,
) {
  const { user, session } = request.auth as Authenticated;
  const environmentName = requestedEnvironment(request);
  // What the caller may do in the environment it names (tenant admins are bound per environment);
  // one it holds nothing in does not exist for it.
  const access = accessInEnvironment((request.auth as Authenticated).access, environmentName);
  if (!rateLimit.tryTake(session.id)) {
    return reply
      .code(429)
      .header('retry-after', '1')
      .send(
        errorBody(`Too many requests: at most ${rateLimit.perSecond} Pulsar calls per second per session`),
      );
  }
  // One canonical reading of the target and the headers before anything else looks at them: what is
  // authorized is what is audited and what is forwarded.
  const target = parseRequestTarget(request.raw.url ?? '/');
  if (!target.ok) return reply.code(400).send(errorBody(target.reason));
  const { path, pathAndQuery } = target;
  const upstreamHeaders = upstreamRequestHeaders(request.method, request.headers, request.raw.rawHeaders);
  if (!upstreamHeaders.ok) return reply.code(400).send(errorBody(upstreamHeaders.reason));
  const decision = authorizeSegments(access, request.method, target.segments, path);
  if (!decision.allowed) {
    if (decision.status === 403) {
      await audit.record(db, {
        actor: user.name,
        action: 'proxy.denied',
        target: `${request.method} ${path}`,
        result: 'failure',
      });
    }
    return reply.code(decision.status).send(errorBody(decision.reason));
  }

  let environment: ProxyTarget;
  try {
    environment = await proxy.resolveTarget(environmentName, {
      cluster: headerValue(request, 'x-pulsar-cluster'),
      broker: headerValue(request, 'x-pulsar-broker'),
      bookie: path.startsWith('/api/v1/bookie/'),
    });
  } catch (error) {
    const failure = describeFailure(error, environmentName ?? '');
    return reply.code(failure.status).send(errorBody(failure.message));
  }
  noteProxiedEnvironment(request, environment.environment.name);
  if (path.startsWith('/topics/') && (await proxy.reachMode(environment)) === 'pulsar-proxy') {
    // A Pulsar proxy forwards only /admin and /lookup (ProxyServiceStarter.addWebServerHandlers):
    // it would answer its servlet container's 404 page, which says nothing of why.
    return reply
      .code(501)
      .send(
        errorBody(
          `Environment '${environment.environment.name}' is reached through a Pulsar proxy, which forwards only /admin and /lookup: producing over REST (/topics) needs the brokers' own addresses; produce with a Pulsar client instead`,
        ),
      );
  }
  const release = bulkhead.tryAcquire(environment.environment.name);
  if (!release) {
    return reply
      .code(503)
      .header('retry-after', '1')
      .send(
        errorBody(
          `Environment '${environment.environment.name}' is busy: ${bulkhead.limit} calls are already in flight`,
        ),
      );
  }
  const cancellation = new Cancellation();
  // The response closes when it has been sent or when the browser went away; in the second case the
  // broker call is cancelled too.
  reply.raw.on('close', () => {
    release();
    if (!reply.raw.writableEnded) cancellation.cancel();
  });

  let body: Buffer | Readable | undefined;
  try {
    // Most calls (every GET) have no body: nothing to read or check, and no promise to wait for.
    if (request.body !== undefined)
      body = await checkedRequestBody(
        {
          method: request.method,
          path,
          permission: decision.permission,
          contentType: headerValue(request, 'content-type'),
          contentLength: headerValue(request, 'content-length'),
          stream: request.body as Readable | undefined,
        },
        access,
      );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.statusCode === 403) {
      await audit.record(db, {
        actor: user.name,
        action: 'proxy.denied',
        target: `${request.method} ${path}`,
        result: 'failure',
        detail: { reason: error.message },
      });
    }
    return reply.code(error.statusCode).send(errorBody(error.message));
  }
  // Writes, and reads of message contents (the data itself, not figures about it: issue 28 B19).
  const audited = MUTATING.has(request.method) || decision.permission === 'message.read';
  const auditId = audited
    ? await audit.record(db, {
        actor: user.name,
        environment: environment.environment.name,
        action: `proxy.${decision.permission}`,
        target: `${request.method} ${path}`,
        result: 'pending',
      })
    : undefined;

  let upstream: IncomingMessage;
  try {
    upstream = await proxy.forward(environment, {
      method: request.method,
      pathAndQuery,
      headers: upstreamHeaders.headers,
      body,
      cancellation,
    });
  } catch (error) {
    const failure = describeFailure(error, environment.environment.name);
    if (auditId)
      await audit.complete(db, auditId, 'failure', { status: failure.status, error: failure.message });
    return reply.code(failure.status).send(errorBody(failure.message));
  }

  const status = upstream.statusCode ?? 502;
  if (auditId) await audit.complete(db, auditId, status < 400 ? 'success' : 'failure', { status });
  if (MUTATING.has(request.method) && status < 400) onWrite?.(environment.environment.name);
  if (status === 401) {
    // Never passed on as a 401: the browser's session is fine, and the web would read it as "log in
    // again". Pulsar's reason is passed on; "update the token" only when the token itself is refused.
    const reason = await refusalReason(upstream);
    const failure = await proxy.describeUnauthorized(environment, reason);
    return reply.code(failure.status).send(errorBody(failure.message));
  }
  if (decision.permission === 'tenant.list' && !access.roles.includes('super') && status < 300) {
    // The unfiltered list's headers (its length among them) say more than this user may know.
    if (request.method === 'HEAD') {
      upstream.destroy();
      return reply.code(status).send();
    }
    let tenants: string[] | undefined;
    try {
      tenants = await onlyOwnTenants(upstream);
    } catch (error) {
      const failure = describeFailure(error, environment.environment.name);
      return reply.code(failure.status).send(errorBody(failure.message));
    }
    if (!tenants) {
      return reply
        .code(502)
        .send(
          errorBody(
            `Environment '${environment.environment.name}' answered the tenant list with something that is not a JSON list`,
          ),
        );
    }
    return reply.code(status).send(tenants.filter((tenant) => access.tenants.includes(tenant)));
  }
  return passAnswerOn(request, reply, status, upstream, environment.environment.name);
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
  upstream: IncomingMessage,
  environment: string,
) {
  const { pairs, cacheControl } = downstreamResponseHeaders(upstream.headers);
  forEachSecurityHeader(request, (name, value) => pairs.push(name, value));
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
  upstream.on('data', (chunk: Buffer) => {
    start();
    if (!raw.write(chunk)) upstream.pause();
  });
  raw.on('drain', () => upstream.resume());
  upstream.once('end', () => {
    start();
    raw.end();
  });
  upstream.once('error', (error) => {
    if (started || raw.destroyed) return void raw.destroy();
    const failure = describeFailure(asUpstreamError(error), environment);
    const body = JSON.stringify(errorBody(failure.message));
    const headers: string[] = [
      'content-type',
      'application/json; charset=utf-8',
      'cache-control',
      'no-store',
    ];
    forEachSecurityHeader(request, (name, value) => headers.push(name, value));
    raw.writeHead(failure.status, headers);
    raw.end(body);
  });
}

/** A failure while reading a broker's answer, in the words describeFailure knows. */
function asUpstreamError(error: unknown): UpstreamError {
  return error instanceof UpstreamError
    ? error
    : new UpstreamError('connect', 'the broker closed the connection before its answer was complete');
}

const MAX_REFUSAL_BYTES = 16 * 1024;

/** Pulsar's `reason` of a refusal, read up to a small size (the connection is then dropped). */
async function refusalReason(upstream: IncomingMessage): Promise<string | undefined> {
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
async function onlyOwnTenants(upstream: IncomingMessage): Promise<string[] | undefined> {
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

function describeFailure(error: unknown, environment: string): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (error instanceof UpstreamError) {
    return error.kind === 'timeout'
      ? { status: 504, message: `Environment '${environment}' ${error.message}` }
      : { status: 502, message: `Cannot reach environment '${environment}': ${error.message}` };
  }
  throw error;
}
