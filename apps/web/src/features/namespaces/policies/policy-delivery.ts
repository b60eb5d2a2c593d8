// How messages reach a namespace's or topic's consumers and producers: the publish rate, the
// subscription types allowed, the dispatcher's pause while acknowledgements are persisted, the
// broker's entry filters, and how often deduplication snapshots its state. Each is built from a
// level's catalogue entries, and reads as Pulsar 4.0.7 answers it on a real standalone.
import { z } from 'zod';
import {
  call,
  callsAtOnePath,
  deletes,
  numbersPolicy,
  type ClearableEntries,
  type PolicyEntries,
} from './policy-builders.ts';
import type { PolicyDescriptor } from './policy-types.ts';
import { counts, isRecord, messages } from './policy-values.ts';

/** SubscriptionType's names, in the order Pulsar declares them. */
export const SUBSCRIPTION_TYPES = ['Exclusive', 'Shared', 'Failover', 'Key_Shared'] as const;

/** Messages and bytes a second each producer may publish; -1 is no limit (PublishRate). */
export function publishRatePolicy(entries: ClearableEntries): PolicyDescriptor<'publishRate'> {
  return numbersPolicy({ id: 'publishRate', group: 'throttling', valueKind: 'rate', entries }, [
    {
      name: 'messagesPerSecond',
      pulsar: 'publishThrottlingRateInMsg',
      rule: counts.atLeastMinusOne,
      empty: '-1',
    },
    {
      name: 'bytesPerSecond',
      pulsar: 'publishThrottlingRateInByte',
      rule: counts.atLeastMinusOne,
      empty: '-1',
    },
  ]);
}

/**
 * The subscription types consumers may use. Unset reads as an empty list, every type the broker's
 * `subscriptionTypesEnabled` allows; the set is sent and read back in any order.
 */
export function subscriptionTypesPolicy(
  entries: ClearableEntries,
): PolicyDescriptor<'subscriptionTypesEnabled'> {
  return {
    id: 'subscriptionTypesEnabled',
    group: 'delivery',
    valueKind: 'enum',
    fields: [{ name: 'types', input: 'checkboxes', options: SUBSCRIPTION_TYPES }],
    ...callsAtOnePath(entries),
    fromPulsar: (answer) =>
      Array.isArray(answer) && answer.length > 0
        ? { types: SUBSCRIPTION_TYPES.filter((type) => answer.includes(type)) }
        : undefined,
    emptyForm: { types: [...SUBSCRIPTION_TYPES] },
    schema: z
      .object({ types: z.array(z.string()).min(1, { error: messages.chooseOne }) })
      .transform((form) => SUBSCRIPTION_TYPES.filter((type) => form.types.includes(type))),
  };
}

/**
 * A switch with no body: the POST turns the pause on, the DELETE turns it off, and off is what a
 * new namespace or topic reads (a primitive of Pulsar's Policies). Only "on" is saved; off is the
 * clear.
 */
export function dispatcherPausePolicy(
  entries: ClearableEntries,
): PolicyDescriptor<'dispatcherPauseOnAckStatePersistent'> {
  return {
    id: 'dispatcherPauseOnAckStatePersistent',
    group: 'delivery',
    valueKind: 'boolean',
    fields: [{ name: 'enabled', input: 'enabled' }],
    read: call(entries.get),
    set: { ...call(entries.set), encoding: 'none' },
    clear: deletes(entries.clear),
    fromPulsar: (answer) => (answer === true ? { enabled: true } : undefined),
    emptyForm: { enabled: false },
    schema: z
      .object({ enabled: z.literal(true, { error: messages.switchOffByClearing }) })
      .transform(() => undefined),
  };
}

/**
 * Names of entry filters the broker has loaded (comma-separated in EntryFilters): Pulsar refuses a
 * name it has not loaded, with its reason, and an empty list.
 */
export function entryFiltersPolicy(entries: ClearableEntries): PolicyDescriptor<'entryFilters'> {
  return {
    id: 'entryFilters',
    group: 'delivery',
    valueKind: 'text',
    fields: [{ name: 'names', input: 'text' }],
    ...callsAtOnePath(entries),
    fromPulsar: (answer) =>
      isRecord(answer) && typeof answer.entryFilterNames === 'string' && answer.entryFilterNames !== ''
        ? { names: answer.entryFilterNames }
        : undefined,
    emptyForm: { names: '' },
    schema: z.object({ names: z.string().trim().min(1, { error: messages.required }) }).transform((form) => ({
      entryFilterNames: form.names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .join(','),
    })),
  };
}

/**
 * Seconds between deduplication snapshots. A namespace's has no DELETE: saving null unsets it; a
 * topic's has one (`clear` in its entries).
 */
export function deduplicationSnapshotPolicy(
  entries: PolicyEntries,
): PolicyDescriptor<'deduplicationSnapshotInterval'> {
  return {
    id: 'deduplicationSnapshotInterval',
    group: 'storage',
    valueKind: 'duration',
    fields: [{ name: 'value', input: 'integer' }],
    read: call(entries.get),
    set: call(entries.set),
    clear: entries.clear ? deletes(entries.clear) : { kind: 'sentinel', body: null },
    fromPulsar: (answer) => (typeof answer === 'number' ? { value: String(answer) } : undefined),
    emptyForm: { value: '' },
    schema: z.object({ value: counts.atLeastZero }).transform((form) => form.value),
  };
}
