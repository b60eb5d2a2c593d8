import { PulsarRestError, notFound, preconditionFailed } from './errors.ts';
import { isRecord } from './json.ts';
import type { ResourceGroupState, SimulatorState } from './state.ts';

// Resource groups as Pulsar 4.0.7 keeps them (admin/impl/ResourceGroupsBase.java): a create fills
// each rate left out with -1 (lines 91-98), an update changes only the rates the body names
// (66-77), a delete is refused while a namespace names the group (141-168). A delete of a group
// that does not exist, and a PUT with no body, are unexpected 500s on a real broker; the simulator
// answers what they mean (404, 400), keeping its promise of no 5xx of its own (known differences
// 'delete-resource-group-of-none' and 'resource-group-without-body').

type Rate = keyof ResourceGroupState;

const INT = { java: 'java.lang.Integer', min: -(2 ** 31), max: 2 ** 31 - 1 };
const LONG = { java: 'java.lang.Long', min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
const RATES: Record<Rate, typeof INT> = {
  publishRateInMsgs: INT,
  publishRateInBytes: LONG,
  dispatchRateInMsgs: INT,
  dispatchRateInBytes: LONG,
};

/** Jackson's reading of one rate: a number is truncated; text or a number out of range is a 400. */
function readRate(name: Rate, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const type = RATES[name];
  if (typeof value !== 'number') {
    throw new PulsarRestError(
      400,
      `Cannot deserialize value of type \`${type.java}\` from ${typeof value === 'string' ? `String "${value}"` : 'a non-number'}: not a valid \`${type.java}\` value`,
      'text',
    );
  }
  const whole = Math.trunc(value);
  if (whole < type.min || whole > type.max) {
    throw new PulsarRestError(
      400,
      `Numeric value (${String(value)}) out of range of ${type === INT ? 'int' : 'long'}`,
      'text',
    );
  }
  return whole;
}

export function listResourceGroups(state: SimulatorState): string[] {
  return [...state.resourceGroups.keys()].sort();
}

export function getResourceGroup(state: SimulatorState, name: string): ResourceGroupState {
  const group = state.resourceGroups.get(name);
  if (!group) throw notFound('ResourceGroup does not exist');
  return { ...group };
}

export function setResourceGroup(state: SimulatorState, name: string, body: unknown): void {
  // AdminResource.checkNotNull: no body is a NullPointerException, a 500 on a real broker.
  if (body === undefined || body === null) throw new PulsarRestError(400, 'ResourceGroup is required');
  if (!isRecord(body)) throw new PulsarRestError(400, 'Unable to process JSON', 'text');
  const sent = Object.fromEntries(
    (Object.keys(RATES) as Rate[]).map((rate) => [rate, readRate(rate, body[rate])]),
  ) as Record<Rate, number | undefined>;
  const existing = state.resourceGroups.get(name);
  const next = {
    ...(existing ?? {
      publishRateInMsgs: -1,
      publishRateInBytes: -1,
      dispatchRateInMsgs: -1,
      dispatchRateInBytes: -1,
    }),
  };
  for (const rate of Object.keys(RATES) as Rate[]) {
    const value = sent[rate];
    if (value !== undefined) next[rate] = value;
  }
  state.resourceGroups.set(name, next);
}

export function deleteResourceGroup(state: SimulatorState, name: string): void {
  const inUse = [...state.namespaces.values()].some(
    (namespace) => namespace.policies.resource_group_name === name,
  );
  if (inUse) throw preconditionFailed('ResourceGroup is in use');
  if (!state.resourceGroups.delete(name)) throw notFound('ResourceGroup does not exist');
}

/** NamespacesBase.internalSetNamespaceResourceGroup: the group must exist (412 otherwise). */
export function requireResourceGroup(state: SimulatorState, name: string): void {
  if (!state.resourceGroups.has(name)) throw preconditionFailed('ResourceGroup does not exist');
}
