// POST {prefix}/changes/preview and /changes/apply (issue 33): a plan of Pulsar writes, checked
// against the permission table for the caller in the environment the request names, and applied
// through the proxy's own steps (PlannedCalls), each call audited as a proxied write is. An apply
// whose plan holds a call the caller may not make is refused whole, before anything is sent (the
// refusal audited as the proxy audits one); a dry run reports each call and sends none.
import {
  CHANGES_APPLY_PATH,
  CHANGES_PREVIEW_PATH,
  CHANGES_STREAM_TYPE,
  changesApplyRequestSchema,
  changesPreviewRequestSchema,
  changesPreviewResponseSchema,
  errorResponseSchema,
  type ApplyLine,
  type ChangesPreviewResponse,
  type CheckedCall,
  type PlannedCall,
} from '@beacon/contracts';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-errors.ts';
import { type Caller, callerOf, type PlannedCalls, type PulsarProxy } from '../pulsar-proxy/index.ts';
import { plannedRequest } from './plan-requests.ts';
import { runPlan } from './run-plan.ts';

export interface ChangesDeps {
  proxy: PulsarProxy;
  planned: PlannedCalls;
}

const refusals = { '4xx': errorResponseSchema, '5xx': errorResponseSchema };

export function registerChanges(server: FastifyInstance, deps: ChangesDeps): void {
  const routes = server.withTypeProvider<ZodTypeProvider>();

  routes.post(
    CHANGES_PREVIEW_PATH,
    {
      schema: {
        description:
          'Checks each call of a plan against the permission table for the caller in the environment the `environment` header names. No call reaches Pulsar.',
        body: changesPreviewRequestSchema,
        response: { 200: changesPreviewResponseSchema, ...refusals },
      },
    },
    async (request): Promise<ChangesPreviewResponse> => {
      const caller = await callerInEnvironment(request, deps);
      const calls = await checkAll(deps.planned, caller, request.body.calls);
      const allowed = calls.filter((call) => call.allowed).length;
      return { calls, allowed, forbidden: calls.length - allowed };
    },
  );

  routes.post(
    CHANGES_APPLY_PATH,
    {
      schema: {
        description:
          'Applies a plan to the environment the `environment` header names: each call in order through the Pulsar proxy’s permission check and audit, stopping at the first refusal with its reason. Answers JSON lines (ApplyLine in @beacon/contracts): started, one call line as each call ends, then end. With `dryRun` each call is checked and reported, none sent. A plan holding a call the caller may not make is refused whole (403) before anything is sent.',
        body: changesApplyRequestSchema,
        response: {
          200: {
            description: 'The run as JSON lines: started, call…, end.',
            content: { [CHANGES_STREAM_TYPE]: { schema: z.string() } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const caller = await callerInEnvironment(request, deps);
      const { calls, dryRun = false } = request.body;
      deps.planned.admit(caller);
      if (!dryRun) await refuseForbidden(deps.planned, caller, calls);
      // The run stops sending when the client goes away (a closed page, a stopped script).
      const stop = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableEnded) stop.abort();
      });
      const lines = runPlan(deps.planned, { caller, calls, dryRun, signal: stop.signal });
      return (
        reply
          .type(CHANGES_STREAM_TYPE)
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          // Fastify sends a stream as it comes; the declared string is for the OpenAPI document.
          .send(Readable.from(jsonLines(lines)) as unknown as string)
      );
    },
  );
}

async function* jsonLines(lines: AsyncGenerator<ApplyLine>): AsyncGenerator<string> {
  for await (const line of lines) yield `${JSON.stringify(line)}\n`;
}

/** The caller, in an environment that exists and in which it holds a role (400 as the proxy answers). */
async function callerInEnvironment(request: FastifyRequest, deps: ChangesDeps): Promise<Caller> {
  const caller = callerOf(request);
  // The same refusal the proxy gives for a missing or unknown environment.
  await deps.proxy.resolveTarget(caller.environmentName, { bookie: false });
  return caller;
}

async function checkAll(
  planned: PlannedCalls,
  caller: Caller,
  calls: readonly PlannedCall[],
): Promise<CheckedCall[]> {
  const checked: CheckedCall[] = [];
  for (const [index, call] of calls.entries()) {
    const check = await planned.check(caller, plannedRequest(call, index));
    checked.push(
      check.allowed
        ? { ...call, allowed: true, permission: check.permission }
        : { ...call, allowed: false, reason: check.reason },
    );
  }
  return checked;
}

/** 403 before anything is sent when a call is one the caller may not make, audited as the proxy does. */
async function refuseForbidden(planned: PlannedCalls, caller: Caller, calls: readonly PlannedCall[]) {
  for (const [index, call] of calls.entries()) {
    const check = await planned.check(caller, plannedRequest(call, index), { auditDenial: true });
    if (check.allowed) continue;
    throw new HttpError(
      check.status,
      `Call ${index + 1} of ${calls.length} (${call.method} ${call.path}) is not allowed: ${check.reason}. Nothing was applied.`,
    );
  }
}
