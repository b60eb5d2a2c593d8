// What a resource holds now, read for a restore (decision 0095): the same GET the history reads
// before and after a write, through Pulsar Manager's reads (the proxy's targets and credentials).
// Undefined when it cannot be read: the restore then sets the value without comparing.
import { pulsarPath } from '@beacon/pulsar-admin';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { matches, paramsOf, type RestoreTarget } from './restore-calls.ts';
import { stateOfAnswer } from './state-values.ts';
import { VERSIONED_ENTRIES } from './versioned-writes.ts';

export async function readableCurrent(
  reads: PulsarReads,
  environment: string,
  target: RestoreTarget,
): Promise<unknown> {
  const entry = VERSIONED_ENTRIES.find((one) => one.kind === target.kind && matches(one, target));
  if (!entry) return undefined;
  const params = paramsOf(target);
  const path = pulsarPath(entry.read, params as never);
  try {
    const answer = await reads.get(
      await reads.target(environment),
      target.scope === 'global' ? `${path}?isGlobal=true` : path,
    );
    const state = stateOfAnswer({ entry, params }, answer.status, answer.body);
    return state.known ? state.value : undefined;
  } catch {
    return undefined;
  }
}
