// Calls Beacon makes on a user's behalf from a plan (the changes module: a policy file applied, a
// version restored) go through the proxied call's own steps (proxy-steps.ts), in the same order and
// with the same code: the permission table, the body inspection, the environment's bulkhead, the
// audit record written as pending and completed with the broker's answer, the write announced. There
// is no second permission path; only the request is not the browser's: its path, body and content
// type come from the plan, and its session was admitted once for the whole plan.
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { AuditLog } from '../audit/index.ts';
import type { Bulkhead } from './bulkhead.ts';
import { refusalReason } from './proxy-answer.ts';
import {
  admitSession,
  asRefusal,
  authorize,
  type Caller,
  type Decision,
  Denied,
  inspectBody,
  noteWrite,
  openRecord,
  type ReadCall,
  recordDenial,
  RetryLater,
} from './proxy-steps.ts';
import type { PulsarProxy } from './pulsar-proxy.ts';
import { parseRequestTarget } from './request-target.ts';
import type { SessionRateLimit } from './session-rate-limit.ts';
import { watchWrite } from './watch-write.ts';
import type { WriteVersions } from './write-versions.ts';

/** One call of a plan, as it is sent: its body already encoded. */
export interface PlannedRequest {
  /** GET only to ask whether the caller may read it (check): a plan's calls are writes. */
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** `/admin/v2/...`, query included, each segment percent-encoded. */
  pathAndQuery: string;
  body: Buffer | undefined;
  contentType: string | undefined;
}

/** What the permission table (and, for a tenant admin, the body inspection) says of a planned call. */
export type PlannedCheck =
  { allowed: true; permission: string } | { allowed: false; status: number; reason: string };

/** How a sent call ended: the broker's status, or Beacon's refusal, with the reason either gave. */
export interface PlannedOutcome {
  ok: boolean;
  status: number;
  reason?: string;
  /** Who refused: Beacon (its permission table or its limits) or the broker. */
  refusedBy?: 'beacon' | 'pulsar';
}

export interface PlannedCallsDeps {
  proxy: PulsarProxy;
  bulkhead: Bulkhead;
  rateLimit: SessionRateLimit;
  audit: AuditLog;
  db: Kysely<Database>;
  timeoutMs: number;
  onWrite?: ((environment: string) => void) | undefined;
  /** The history of versioned resources: told of each write as the browser's are (decision 0095). */
  versions?: WriteVersions | undefined;
}

const PREFIX = '/admin/v2/';

export class PlannedCalls {
  readonly #deps: PlannedCallsDeps;

  constructor(deps: PlannedCallsDeps) {
    this.#deps = deps;
  }

  /**
   * Step 1, once for a whole plan (its calls go one at a time, so the environment's bulkhead, not the
   * session's rate, is what bounds them): throws the proxy's 429 when the session is over its rate.
   */
  admit(caller: Caller): void {
    admitSession(caller, this.#deps.rateLimit);
  }

  /**
   * Step 3 and 6 of the proxy for a planned call, without sending it. A preview writes no audit;
   * `auditDenial` records a refusal as the proxy records one (an apply refused before it starts).
   */
  async check(
    caller: Caller,
    request: PlannedRequest,
    options: { auditDenial?: boolean } = {},
  ): Promise<PlannedCheck> {
    try {
      const call = readPlanned(request);
      const decision = authorize(caller, call);
      if (request.body !== undefined) await inspectBody(bodySource(request), caller, call, decision);
      return { allowed: true, permission: decision.permission };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (options.auditDenial && error instanceof Denied) await recordDenial(caller, error, this.#deps);
      return { allowed: false, status: error.statusCode, reason: error.message };
    }
  }

  /** Sends one planned call through the proxy's steps; never throws for a refusal, only for a bug. */
  async send(caller: Caller, request: PlannedRequest, signal?: AbortSignal): Promise<PlannedOutcome> {
    try {
      return await this.#send(caller, request, signal);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error instanceof Denied) await recordDenial(caller, error, this.#deps);
      return { ok: false, status: error.statusCode, reason: error.message, refusedBy: 'beacon' };
    }
  }

  async #send(caller: Caller, request: PlannedRequest, signal?: AbortSignal): Promise<PlannedOutcome> {
    const { proxy, bulkhead, onWrite } = this.#deps;
    const call = readPlanned(request);
    const decision: Decision = authorize(caller, call);
    const target = await proxy
      .resolveTarget(caller.environmentName, { bookie: false })
      .catch((error: unknown) => Promise.reject(asRefusal(error, caller.environmentName ?? '')));
    const name = target.environment.name;
    const release = bulkhead.tryAcquire(name);
    if (!release) {
      throw new RetryLater(
        503,
        `Environment '${name}' is busy: ${bulkhead.limit} calls are already in flight`,
      );
    }
    try {
      const body =
        request.body === undefined
          ? undefined
          : await inspectBody(bodySource(request), caller, call, decision);
      const record = await openRecord(caller, call, decision, target, this.#deps);
      const watching =
        this.#deps.versions && watchWrite(this.#deps.versions, { caller, call, target, record, proxy });
      const outcome = watching && (await watching);
      const deadline = AbortSignal.timeout(this.#deps.timeoutMs);
      let status: number;
      let reason: string | undefined;
      try {
        const { method, pathAndQuery, headers } = call;
        const upstream = await proxy.forward(target, {
          method,
          pathAndQuery,
          headers,
          body,
          signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
        });
        status = upstream.statusCode ?? 502;
        reason = status < 400 ? (upstream.resume(), undefined) : await refusalReason(upstream);
      } catch (error) {
        const failure = asRefusal(error, name);
        await record.failed(failure);
        await outcome?.failed(failure.statusCode, failure.message);
        throw failure;
      }
      await record.succeeded(status);
      if (outcome)
        await (status < 400
          ? outcome.succeeded()
          : outcome.failed(status, reason ?? `Pulsar answered ${status}`));
      if (status < 400) {
        noteWrite(call, target, proxy, onWrite);
        return { ok: true, status };
      }
      if (status === 401) {
        // As the proxy answers it: a refused token is the environment's to fix, else Pulsar's reason.
        const failure = await proxy.describeUnauthorized(target, reason);
        return { ok: false, status: failure.status, reason: failure.message, refusedBy: 'pulsar' };
      }
      return {
        ok: false,
        status,
        reason: reason ?? `Environment '${name}' answered ${status}`,
        refusedBy: 'pulsar',
      };
    } finally {
      release();
    }
  }
}

/** Step 2 for a planned call: its target read as the browser's is, its headers the plan's own. */
function readPlanned(request: PlannedRequest): ReadCall {
  if (!request.pathAndQuery.startsWith(PREFIX))
    throw new HttpError(400, `A planned call goes to Pulsar's admin API (${PREFIX}…)`);
  const target = parseRequestTarget(request.pathAndQuery);
  if (!target.ok) throw new HttpError(400, target.reason);
  return {
    method: request.method,
    path: target.path,
    pathAndQuery: target.pathAndQuery,
    segments: target.segments,
    headers: {
      'user-agent': 'Beacon',
      accept: 'application/json',
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
  };
}

const bodySource = (request: PlannedRequest) => ({
  contentType: request.contentType,
  contentLength: String(request.body?.length ?? 0),
  stream: request.body === undefined ? undefined : Readable.from([request.body]),
});
