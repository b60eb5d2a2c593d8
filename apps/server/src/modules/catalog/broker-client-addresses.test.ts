// The statistics collector's broker calls carry an environment's token, so they obey the broker
// address policy like the connection test: refused addresses are never connected to.
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeBroker, startFakeBroker } from '../../test-support/index.ts';
import { DEFAULT_ADDRESS_POLICY, parseBrokerAllowlist } from '../environments/index.ts';
import { BrokerClient } from './broker-client.ts';

describe('broker client and the address policy', () => {
  const clients: BrokerClient[] = [];
  let broker: FakeBroker | undefined;
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await broker?.close();
  });

  function client(policy = DEFAULT_ADDRESS_POLICY): BrokerClient {
    const created = new BrokerClient(2000, policy);
    clients.push(created);
    return created;
  }

  const call = {
    credentials: { token: 'collector-token' },
    trusted: new Set<string>(),
    stop: new AbortController().signal,
  };

  it('reads an allowed broker', async () => {
    broker = await startFakeBroker();
    expect(await client().getJson([broker.url], '/admin/v2/clusters', call)).toEqual(['standalone']);
  });

  it('refuses metadata addresses and names resolving outside the allowlist, without connecting', async () => {
    await expect(client().getJson(['http://169.254.169.254'], '/latest/meta-data/', call)).rejects.toThrow(
      /BEACON_ADDRESS_REFUSED|does not connect/,
    );
    broker = await startFakeBroker();
    const port = new URL(broker.url).port;
    await expect(
      client(parseBrokerAllowlist('10.0.0.0/8')).getJson(
        [`http://localhost:${port}`],
        '/admin/v2/clusters',
        call,
      ),
    ).rejects.toThrow(/BEACON_ADDRESS_REFUSED|does not connect/);
    expect(broker.requests).toEqual([]);
  });
});
