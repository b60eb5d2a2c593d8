// A plan's calls, checked and then sent one at a time in order (a namespace before its policies), as
// JSON lines a screen shows while they come: `started`, one `call` line as each ends, then `end`.
// A dry run checks each call and sends none. Otherwise the first refusal — the permission table's, a tenant admin's body inspection's, or the broker's,
// with its reason — ends the run there: later calls may depend on the refused one.
import type { ApplyLine, PlannedCall } from '@beacon/contracts';
import type { Caller, PlannedCalls } from '../pulsar-proxy/index.ts';
import { plannedRequest } from './plan-requests.ts';

export interface PlanRun {
  caller: Caller;
  calls: readonly PlannedCall[];
  dryRun: boolean;
  /** The client went away: no further call is sent. */
  signal: AbortSignal;
}

export async function* runPlan(planned: PlannedCalls, run: PlanRun): AsyncGenerator<ApplyLine> {
  const { caller, calls, dryRun, signal } = run;
  yield { kind: 'started', total: calls.length, dryRun };
  let applied = 0;
  let forbidden = 0;
  for (const [index, call] of calls.entries()) {
    if (signal.aborted) return;
    const request = plannedRequest(call, index);
    if (dryRun) {
      // A dry run goes on past a refusal: it is there to show every problem at once.
      const check = await planned.check(caller, request);
      if (check.allowed) yield { kind: 'call', index, outcome: 'would-apply' };
      else {
        forbidden += 1;
        yield refused(index, check.status, check.reason, 'beacon');
      }
      continue;
    }
    const outcome = await planned.send(caller, request, signal);
    if (!outcome.ok) {
      const reason = outcome.reason ?? `Refused with status ${outcome.status}`;
      yield refused(index, outcome.status, reason, outcome.refusedBy ?? 'pulsar');
      yield stopped(calls.length, applied, index, reason);
      return;
    }
    applied += 1;
    yield { kind: 'call', index, outcome: 'applied', status: outcome.status };
  }
  yield dryRun
    ? { kind: 'end', result: 'dry-run', total: calls.length, applied, forbidden }
    : { kind: 'end', result: 'applied', total: calls.length, applied };
}

const refused = (
  index: number,
  status: number,
  reason: string,
  refusedBy: 'beacon' | 'pulsar',
): ApplyLine => ({
  kind: 'call',
  index,
  outcome: 'refused',
  status,
  reason,
  refusedBy,
});

const stopped = (total: number, applied: number, stoppedAt: number, reason: string): ApplyLine => ({
  kind: 'end',
  result: 'stopped',
  total,
  applied,
  stoppedAt,
  reason,
});
