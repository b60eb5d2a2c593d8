// The connection test says how the brokers are reached (decision 0021), and only when it could find
// out: a deployment that answers the topology calls too slowly is not reported as a Pulsar proxy.
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeBroker, startFakeBroker } from '../../test-support/index.ts';
import { DEFAULT_ADDRESS_POLICY } from '../environments/index.ts';
import { testConnection } from './connection-test.ts';

const test = (url: string, timeoutMs = 2000) =>
  testConnection(url, { credentials: {}, timeoutMs, policy: DEFAULT_ADDRESS_POLICY });

describe('the connection test’s reach mode', () => {
  let broker: FakeBroker | undefined;
  afterEach(async () => {
    await broker?.close();
  });

  it('says brokers when the URL is one of the brokers', async () => {
    broker = await startFakeBroker();
    expect(await test(broker.url)).toEqual({
      status: 'online',
      message: 'Connected: clusters standalone',
      url: broker.url,
      clusters: ['standalone'],
      mode: 'brokers',
    });
  });

  it('says nothing of the mode when the brokers could not be listed in time', async () => {
    broker = await startFakeBroker({
      overrides: (request) =>
        request.url === '/admin/v2/brokers/standalone'
          ? { status: 200, body: '[]', delayMs: 800 }
          : undefined,
    });
    const result = await test(broker.url, 500);
    expect(result).toMatchObject({ status: 'online', message: 'Connected: clusters standalone' });
    expect(result.mode).toBeUndefined();
  });

  it('names the clusters whose brokers the token may not list', async () => {
    broker = await startFakeBroker({
      overrides: (request) =>
        // A tenant admin's token: refused the cluster data and broker lists, not the version (which
        // any authenticated role may read).
        request.url.startsWith('/admin/v2/clusters/') ||
        (request.url.startsWith('/admin/v2/brokers/') && request.url !== '/admin/v2/brokers/version')
          ? { status: 401, body: '{"reason":"This operation requires super-user access"}' }
          : undefined,
    });
    const result = await test(broker.url);
    expect(result.message).toBe(
      'Connected: clusters standalone; the token may not list the brokers of standalone (401): statistics and broker screens need a super-user token',
    );
    // Remote text stays out of the test's words (decision 0018).
    expect(result.message).not.toContain('super-user access');
  });
});
