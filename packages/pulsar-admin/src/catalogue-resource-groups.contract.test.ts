// Holds the resource-group entries to Pulsar: each is an operation of the 4.0.7 OpenAPI, and the
// simulator takes a group through `set`, answers it through `get` and `list` in the declared shape,
// puts a namespace under it and answers the name as bare text, as the entries say.
import { beforeAll, describe, expect, it } from 'vitest';
import { responseSchema, validateResponse } from '../../../apps/pulsar-sim/src/contract/openapi.ts';
import { createInMemorySimulator, type InMemorySimulator } from '../../../apps/pulsar-sim/src/in-memory.ts';
import { namespaceResourceGroup, resourceGroupAdmin, resourceGroups } from './catalogue-resource-groups.ts';
import type { Operation } from './operation.ts';
import { pulsarPath } from './path.ts';

type AnyOperation = Operation<string, unknown, unknown, unknown>;

const entries = Object.entries(resourceGroupAdmin).flatMap(([area, operations]) =>
  Object.entries(operations as Record<string, AnyOperation>).map(([name, entry]) => ({
    label: `${area}.${name}`,
    entry,
  })),
);

const PARAMS = { resourcegroup: 'gold tier', tenant: 'sample', namespace: 'orders' };
const RATES = {
  publishRateInMsgs: 100,
  publishRateInBytes: 1024,
  dispatchRateInMsgs: -1,
  dispatchRateInBytes: 4096,
};

describe('the resource-group catalogue', () => {
  it.each(entries)('$label is an operation of the Pulsar 4.0.7 OpenAPI', ({ entry }) => {
    const declared = [200, 204].some((status) => responseSchema(entry.method, entry.template, status));
    expect(declared, `${entry.method} ${entry.template}`).toBe(true);
  });
});

describe('the simulator answers the resource-group entries as they say', () => {
  let simulator: InMemorySimulator;
  const text = (body: Uint8Array) => new TextDecoder().decode(body);
  const send = (entry: AnyOperation, body?: unknown) =>
    simulator.handle({
      method: entry.method,
      url: pulsarPath(entry, PARAMS as never),
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(() => {
    simulator = createInMemorySimulator({ scenario: 'demo' });
  });

  it('sets a group and reads it back, all four rates, in the OpenAPI’s shape', async () => {
    expect((await send(resourceGroups.set, RATES)).status).toBe(204);
    const read = await send(resourceGroups.get);
    const group: unknown = JSON.parse(text(read.body));
    expect(validateResponse('GET', resourceGroups.get.template, 200, group)).toEqual([]);
    expect(group).toEqual(RATES);
    const list: unknown = JSON.parse(text((await send(resourceGroups.list)).body));
    expect(validateResponse('GET', resourceGroups.list.template, 200, list)).toEqual([]);
    expect(list).toEqual([PARAMS.resourcegroup]);
  });

  it('puts a namespace under the group, answers its name as text, and clears it', async () => {
    expect((await send(namespaceResourceGroup.set)).status).toBe(204);
    const read = await send(namespaceResourceGroup.get);
    expect(read.status).toBe(200);
    expect(text(read.body)).toBe(PARAMS.resourcegroup);
    expect((await send(resourceGroups.delete)).status).toBe(412);

    expect((await send(namespaceResourceGroup.clear)).status).toBe(204);
    expect(text((await send(namespaceResourceGroup.get)).body)).toBe('');
    expect((await send(resourceGroups.delete)).status).toBe(204);
  });
});
