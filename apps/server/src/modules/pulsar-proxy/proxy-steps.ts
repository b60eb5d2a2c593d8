// The steps of one proxied call, in the order of the security model (decision 0006): who asks and
// how often, what exactly is asked, whether the permission table allows it, where it goes, whether
// that environment has room, what the body may carry, the audit record, the broker's answer. Each
// step either returns what the next one needs or throws an HttpError, which the route answers as it
// is (status and words); a Denied (something the caller may not do) is recorded in the audit first.
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { authorizeSegments, type CallerAccess } from '@beacon/contracts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import { headerValue, requestedEnvironment } from '../../plugins/request-headers.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import type { AuditLog } from '../audit/index.ts';
import { noteProxiedEnvironment } from './proxied-environment.ts';
import { accessInEnvironment } from '../users/index.ts';
import type { Bulkhead } from './bulkhead.ts';
import { checkedRequestBody } from './checked-body.ts';
import { upstreamRequestHeaders } from './proxy-headers.ts';
import type { ProxyTarget, PulsarProxy, Routing } from './pulsar-proxy.ts';
import { parseRequestTarget } from './request-target.ts';
import type { SessionRateLimit } from './session-rate-limit.ts';
import { Cancellation, UpstreamError } from './upstream-call.ts';

const MUTATING = new Set(['PUT', 'POST', 'DELETE', 'PATCH']);
/** Calls to the BookKeeper REST API, which the proxy sends to the environment's bookie URL. */
export const BOOKIE_PREFIX = '/api/v1/bookie/';

export const isMutating = (method: string) => MUTATING.has(method);

/** A refusal that tells the caller to try again in a second (429, 503). */
export class RetryLater extends HttpError {}

/** A refusal of something the caller may not do: recorded in the audit before it is answered. */
export class Denied extends HttpError {
  /** The call as the audit names it: method and canonical path. */
  readonly target: string;
  /** What the audit keeps beside it (the body inspection's reason). */
  readonly detail: { reason: string } | undefined;
  constructor(message: string, call: ReadCall, detail?: { reason: string }) {
    super(403, message);
    this.target = `${call.method} ${call.path}`;
    this.detail = detail;
  }
}

/** Who asks, and what they may do in the environment they name. */
export interface Caller {
  user: Authenticated['user'];
  sessionId: string;
  environmentName: string | undefined;
  /** Tenant admins are bound per environment: one the caller holds nothing in does not exist for it. */
  access: CallerAccess;
}

/** The call as read once: what is authorized is what is audited and what is forwarded. */
export interface ReadCall {
  method: string;
  path: string;
  pathAndQuery: string;
  segments: readonly string[];
  headers: Record<string, string>;
}

export interface Decision {
  permission: string;
}

export function callerOf(request: FastifyRequest): Caller {
  const { user, session, access } = request.auth as Authenticated;
  const environmentName = requestedEnvironment(request);
  return {
    user,
    sessionId: session.id,
    environmentName,
    access: accessInEnvironment(access, environmentName),
  };
}

/** 1. At most so many calls per second per session (security checklist V13). */
export function admitSession(caller: Caller, rateLimit: SessionRateLimit): void {
  if (!rateLimit.tryTake(caller.sessionId)) {
    throw new RetryLater(
      429,
      `Too many requests: at most ${rateLimit.perSecond} Pulsar calls per second per session`,
    );
  }
}

/** 2. One canonical reading of the target and the headers before anything else looks at them. */
export function readCall(request: FastifyRequest): ReadCall {
  const target = parseRequestTarget(request.raw.url ?? '/');
  if (!target.ok) throw new HttpError(400, target.reason);
  const headers = upstreamRequestHeaders(request.method, request.headers, request.raw.rawHeaders);
  if (!headers.ok) throw new HttpError(400, headers.reason);
  return {
    method: request.method,
    path: target.path,
    pathAndQuery: target.pathAndQuery,
    segments: target.segments,
    headers: headers.headers,
  };
}

export interface AuditDeps {
  audit: AuditLog;
  db: Kysely<Database>;
}

/** 3. The permission table decides (a malformed name is 400, anything it does not allow 403). */
export function authorize(caller: Caller, call: ReadCall): Decision {
  const decision = authorizeSegments(caller.access, call.method, call.segments, call.path);
  if (decision.allowed) return decision;
  throw decision.status === 403
    ? new Denied(decision.reason, call)
    : new HttpError(decision.status, decision.reason);
}

/**
 * 4. The environment, and within it the cluster, broker or bookie the call is for. Most calls (a
 * cached environment, its service or bookie URLs) are settled at once, without a promise.
 */
export function resolveEnvironment(
  caller: Caller,
  call: ReadCall,
  request: FastifyRequest,
  proxy: PulsarProxy,
): ProxyTarget | Promise<ProxyTarget> {
  const routing: Routing = {
    cluster: headerValue(request, 'x-pulsar-cluster'),
    broker: headerValue(request, 'x-pulsar-broker'),
    bookie: call.path.startsWith(BOOKIE_PREFIX),
  };
  const now = call.path.startsWith('/topics/')
    ? undefined
    : proxy.resolveTargetNow(caller.environmentName, routing);
  if (!now) return resolveEnvironmentLater(caller, call, request, proxy, routing);
  noteProxiedEnvironment(request, now.environment.name);
  return now;
}

async function resolveEnvironmentLater(
  caller: Caller,
  call: ReadCall,
  request: FastifyRequest,
  proxy: PulsarProxy,
  routing: Routing,
): Promise<ProxyTarget> {
  let target: ProxyTarget;
  try {
    target = await proxy.resolveTarget(caller.environmentName, routing);
  } catch (error) {
    throw asRefusal(error, caller.environmentName ?? '');
  }
  noteProxiedEnvironment(request, target.environment.name);
  if (call.path.startsWith('/topics/') && (await proxy.reachMode(target)) === 'pulsar-proxy') {
    // A Pulsar proxy forwards only /admin and /lookup (ProxyServiceStarter.addWebServerHandlers):
    // it would answer its servlet container's 404 page, which says nothing of why.
    throw new HttpError(
      501,
      `Environment '${target.environment.name}' is reached through a Pulsar proxy, which forwards only /admin and /lookup: producing over REST (/topics) needs the brokers' own addresses; produce with a Pulsar client instead`,
    );
  }
  return target;
}

/**
 * 5. A place among the environment's calls in flight. The place is given back, and the broker call
 * cancelled if the browser went away, when the answer closes.
 */
export function admitToEnvironment(
  target: ProxyTarget,
  bulkhead: Bulkhead,
  reply: FastifyReply,
): Cancellation {
  const name = target.environment.name;
  const release = bulkhead.tryAcquire(name);
  if (!release) {
    throw new RetryLater(503, `Environment '${name}' is busy: ${bulkhead.limit} calls are already in flight`);
  }
  const cancellation = new Cancellation();
  reply.raw.on('close', () => {
    release();
    if (!reply.raw.writableEnded) cancellation.cancel();
  });
  return cancellation;
}

/** Where a call's body comes from: the browser's request, or a planned call's bytes. */
export interface BodySource {
  contentType: string | undefined;
  contentLength: string | undefined;
  stream: Readable | undefined;
}

export const bodyOfRequest = (request: FastifyRequest): BodySource => ({
  contentType: headerValue(request, 'content-type'),
  contentLength: headerValue(request, 'content-length'),
  stream: request.body as Readable | undefined,
});

/**
 * 6. The body to send on, checked where it could name something outside the caller's tenants. Only
 * for a call that has one (`request.body` set): most calls, every GET, have nothing to wait for.
 */
export async function inspectBody(
  source: BodySource,
  caller: Caller,
  call: ReadCall,
  decision: Decision,
): Promise<Buffer | Readable | undefined> {
  try {
    return await checkedRequestBody(
      { method: call.method, path: call.path, permission: decision.permission, ...source },
      caller.access,
    );
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403)
      throw new Denied(error.message, call, { reason: error.message });
    throw error;
  }
}

/** The audit record of a forwarded call, completed with the broker's answer. */
export interface CallRecord {
  /** The record's id; '' for a call that is not audited. */
  id: string;
  succeeded(status: number): Promise<void>;
  failed(failure: HttpError): Promise<void>;
}

export const NOT_AUDITED: CallRecord = {
  id: '',
  succeeded: () => Promise.resolve(),
  failed: () => Promise.resolve(),
};

/** Writes, and reads of message contents (the data itself, not figures about it: issue 28 B19). */
export const isAudited = (call: ReadCall, decision: Decision) =>
  isMutating(call.method) || decision.permission === 'message.read';

/** 7. An audited call's record, written as pending before the call goes. */
export async function openRecord(
  caller: Caller,
  call: ReadCall,
  decision: Decision,
  target: ProxyTarget,
  { audit, db }: AuditDeps,
): Promise<CallRecord> {
  const id = await audit.record(db, {
    actor: caller.user.name,
    environment: target.environment.name,
    action: `proxy.${decision.permission}`,
    target: `${call.method} ${call.path}`,
    result: 'pending',
  });
  return {
    id,
    succeeded: (status) => audit.complete(db, id, status < 400 ? 'success' : 'failure', { status }),
    failed: (failure) =>
      audit.complete(db, id, 'failure', { status: failure.statusCode, error: failure.message }),
  };
}

/** A write to a cluster itself (not its failure domains or isolation policies): the topology changes. */
const CLUSTER_WRITE = /^\/admin\/v2\/clusters\/[^/]+$/;

/** 8. A write the broker accepted: the topology is read again after a cluster write, and others are told. */
export function noteWrite(
  call: ReadCall,
  target: ProxyTarget,
  proxy: PulsarProxy,
  onWrite: ((environment: string) => void) | undefined,
): void {
  if (!isMutating(call.method)) return;
  if (CLUSTER_WRITE.test(call.path)) proxy.forgetTopology(target.environment.name);
  onWrite?.(target.environment.name);
}

/** The audit record of a call refused as one the caller may not make. */
export async function recordDenial(caller: Caller, denied: Denied, { audit, db }: AuditDeps): Promise<void> {
  await audit.record(db, {
    actor: caller.user.name,
    action: 'proxy.denied',
    target: denied.target,
    result: 'failure',
    ...(denied.detail ? { detail: denied.detail } : {}),
  });
}

/**
 * A broker's or the proxy's failure in words the caller can act on: 504 for a broker that did not
 * answer in time, 502 for one that could not be reached, a refusal as it is. Anything else is a bug,
 * thrown on to the error handler.
 */
export function asRefusal(error: unknown, environment: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof UpstreamError) {
    return error.kind === 'timeout'
      ? new HttpError(504, `Environment '${environment}' ${error.message}`)
      : new HttpError(502, `Cannot reach environment '${environment}': ${error.message}`);
  }
  throw error;
}
