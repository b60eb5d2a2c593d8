// The browser never talks to a broker: it calls these paths on Beacon, which checks the permission
// table, then forwards to the selected environment. Writes are audited before they are forwarded
// and completed with the broker's answer before the browser sees it. The steps, in the order of the
// security model, are in proxy-steps.ts; the answer's way back in proxy-answer.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { errorBody, HttpError } from '../../http-errors.ts';
import type { AuditLog } from '../audit/index.ts';
import type { Bulkhead } from './bulkhead.ts';
import { answer } from './proxy-answer.ts';
import {
  admitSession,
  admitToEnvironment,
  asRefusal,
  authorize,
  bodyOfRequest,
  BOOKIE_PREFIX,
  callerOf,
  Denied,
  inspectBody,
  isAudited,
  isMutating,
  NOT_AUDITED,
  noteWrite,
  openRecord,
  readCall,
  recordDenial,
  resolveEnvironment,
  RetryLater,
} from './proxy-steps.ts';
import type { PulsarProxy } from './pulsar-proxy.ts';
import type { SessionRateLimit } from './session-rate-limit.ts';
import { watchWrite } from './watch-write.ts';
import type { WriteVersions } from './write-versions.ts';
import type { UpstreamAnswer } from './upstream-call.ts';

// All of /admin and /lookup, not only v2/v3: a v1 path or an unknown one is then refused by the
// permission table (403, audited) like any other call it does not list, rather than falling through.
export const PROXIED_PREFIXES = ['/admin/', '/lookup/', BOOKIE_PREFIX, '/topics/'];
const METHODS = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH'] as const;

export interface ProxyRoutesOptions {
  proxy: PulsarProxy;
  bulkhead: Bulkhead;
  rateLimit: SessionRateLimit;
  audit: AuditLog;
  db: Kysely<Database>;
  /** Told after a write to an environment succeeded (the catalogue drops its cached lists). */
  onWrite?: (environment: string) => void;
  /** Told of each audited write before and after it goes (the history of versioned resources). */
  versions?: WriteVersions;
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

async function forward(request: FastifyRequest, reply: FastifyReply, options: ProxyRoutesOptions) {
  const { proxy, bulkhead, rateLimit, onWrite } = options;
  const caller = callerOf(request);
  try {
    admitSession(caller, rateLimit);
    const call = readCall(request);
    const decision = authorize(caller, call);
    // Most calls (a cached environment) and most answers (passed straight on) need no promise.
    const resolved = resolveEnvironment(caller, call, request, proxy);
    const target = resolved instanceof Promise ? await resolved : resolved;
    const cancellation = admitToEnvironment(target, bulkhead, reply);
    // Most calls (every GET) have no body, and most are not audited: nothing to wait for.
    const body =
      request.body === undefined
        ? undefined
        : await inspectBody(bodyOfRequest(request), caller, call, decision);
    const record = isAudited(call, decision)
      ? await openRecord(caller, call, decision, target, options)
      : NOT_AUDITED;
    // Only writes reach the watcher, and only those that change a versioned resource wait for it.
    const watching =
      options.versions && record !== NOT_AUDITED && isMutating(call.method)
        ? watchWrite(options.versions, { caller, call, target, record, proxy })
        : undefined;
    const outcome = watching && (await watching);

    let upstream: UpstreamAnswer;
    try {
      const { method, pathAndQuery, headers } = call;
      upstream = await proxy.forward(target, { method, pathAndQuery, headers, body, cancellation });
    } catch (error) {
      const failure = asRefusal(error, target.environment.name);
      await record.failed(failure);
      await outcome?.failed(failure.statusCode, failure.message);
      throw failure;
    }
    const status = upstream.statusCode ?? 502;
    if (record !== NOT_AUDITED) await record.succeeded(status);
    if (outcome)
      await (status < 400 ? outcome.succeeded() : outcome.failed(status, `Pulsar answered ${status}`));
    if (status < 400) noteWrite(call, target, proxy, onWrite);
    const answering = answer(request, reply, { caller, decision, target, upstream, proxy });
    if (answering) return await answering;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error instanceof Denied) await recordDenial(caller, error, options);
    if (error instanceof RetryLater) reply.header('retry-after', '1');
    return reply.code(error.statusCode).send(errorBody(error.message));
  }
}
