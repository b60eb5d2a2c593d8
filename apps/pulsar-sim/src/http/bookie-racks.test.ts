import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../simulator.ts';
import { getJson, startTestSimulator } from '../test-support/simulator-fixture.ts';

// Audit D9: rack placement lives in each cluster's local metadata store (BookieResources on
// localMetadataStore, pulsar-broker-common PulsarResources.java:87, 4.0.7) and the admin API names no
// cluster (admin/v2/Bookies.java): a broker reads and writes the racks of its own cluster only.

let simulator: RunningSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

describe('bookie racks per cluster (geo)', () => {
  it('keeps a rack written through one cluster’s broker out of the other cluster’s racks', async () => {
    simulator = await startTestSimulator({ scenario: 'geo' });
    const usEast = simulator.brokers.find((broker) => broker.cluster === 'us-east')?.url ?? '';
    const euWest = simulator.brokers.find((broker) => broker.cluster === 'eu-west')?.url ?? '';
    const racks = '/admin/v2/bookies/racks-info';
    const before = (await getJson(`${euWest}${racks}`)).body;

    const written = await getJson(`${usEast}${racks}/bk-east:3181?group=east`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rack: '/rack-e1' }),
    });
    expect(written.status).toBe(204);
    expect((await getJson(`${usEast}${racks}/bk-east:3181`)).body).toEqual({ rack: '/rack-e1' });
    expect((await getJson(`${euWest}${racks}`)).body).toEqual(before);
    expect((await getJson(`${euWest}${racks}/bk-east:3181`)).body).toEqual({
      reason: 'Bookie rack placement configuration not found: bk-east:3181',
    });
    // Naming the other cluster in the query changes nothing: the API takes no cluster.
    expect((await getJson(`${euWest}${racks}?cluster=us-east`)).body).toEqual(before);
  });
});
