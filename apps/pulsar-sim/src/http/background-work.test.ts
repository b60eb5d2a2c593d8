import { afterEach, describe, expect, it } from 'vitest';
import { NO_OFFLOADER, setBrokerOffloadDriver } from '../core/background-work.ts';
import type { RunningSimulator } from '../simulator.ts';
import { getJson, startTestSimulator } from '../test-support/simulator-fixture.ts';

// The delay of background compactions and offloads is configurable: 0 completes them at the next
// call, and on a frozen clock they stay RUNNING until time moves past the delay.

let simulator: RunningSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

const topicPath = (topic: string) => `/admin/v2/persistent/public/default/${topic}`;

async function put(url: string, body?: unknown): Promise<number> {
  const init: RequestInit = { method: 'PUT', redirect: 'follow' };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  return (await fetch(url, init)).status;
}

/** GET following the 307 to the owning broker. */
async function status(url: string): Promise<unknown> {
  const first = await getJson(url);
  const location = first.headers.get('location');
  return first.status === 307 && location ? (await getJson(location)).body : first.body;
}

describe('background operations', () => {
  it('completes at the next call when the delay is 0', async () => {
    simulator = await startTestSimulator({ scenario: 'demo', backgroundOperationMs: 0 });
    const base = `${simulator.url}${topicPath('instant')}`;
    expect(await put(base)).toBe(204);
    expect(await put(`${base}/compaction`)).toBe(204);
    expect(await status(`${base}/compaction`)).toEqual({ status: 'SUCCESS', lastError: '' });
  });

  it('stays RUNNING on a frozen clock until the delay has passed', async () => {
    simulator = await startTestSimulator({ scenario: 'demo', backgroundOperationMs: 5000 });
    const base = `${simulator.url}${topicPath('slow')}`;
    expect(await put(base)).toBe(204);
    expect(await put(`${base}/compaction`)).toBe(204);
    simulator.runtime.advance(4999);
    expect(await status(`${base}/compaction`)).toEqual({ status: 'RUNNING', lastError: '' });
    simulator.runtime.advance(1);
    expect(await status(`${base}/compaction`)).toEqual({ status: 'SUCCESS', lastError: '' });
  });

  it('compacts every partition of a partitioned topic', async () => {
    simulator = await startTestSimulator({ scenario: 'demo', backgroundOperationMs: 0 });
    const base = `${simulator.url}${topicPath('wide')}`;
    expect(await put(`${base}/partitions`, 3)).toBe(204);
    expect(await put(`${base}/compaction`)).toBe(204);
    for (const index of [0, 1, 2]) {
      expect(await status(`${base}-partition-${String(index)}/compaction`)).toEqual({
        status: 'SUCCESS',
        lastError: '',
      });
    }
  });

  it('offloads with the simulated offloader, fails at once without one, and a namespace’s brings one', async () => {
    simulator = await startTestSimulator({ scenario: 'demo', backgroundOperationMs: 0 });
    const url = simulator.url;
    const withLedgers = async (topic: string) => {
      const base = `${url}${topicPath(topic)}`;
      expect(await put(base)).toBe(204);
      expect(await put(`${base}/subscription/holder`, 'earliest')).toBe(204);
      for (const payload of ['a', 'b']) {
        const produced = await fetch(`${url}/topics/persistent/public/default/${topic}`, {
          method: 'POST',
          redirect: 'follow',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ messages: [{ payload }] }),
        });
        expect(produced.status).toBe(200);
        expect(await put(`${base}/unload`)).toBe(204);
      }
      const internal = (await status(`${base}/internalStats`)) as { ledgers: { ledgerId: number }[] };
      return { base, last: internal.ledgers.at(-1)?.ledgerId ?? -1 };
    };

    const tiered = await withLedgers('tiered');
    expect(await put(`${tiered.base}/offload`, { ledgerId: tiered.last, entryId: 0 })).toBe(204);
    expect(await status(`${tiered.base}/offload`)).toMatchObject({ status: 'SUCCESS', lastError: '' });

    setBrokerOffloadDriver(simulator.runtime.state, '');
    const bare = await withLedgers('bare');
    expect(await put(`${bare.base}/offload`, { ledgerId: bare.last, entryId: 0 })).toBe(204);
    expect(await status(`${bare.base}/offload`)).toMatchObject({ status: 'ERROR', lastError: NO_OFFLOADER });

    const policies = await fetch(`${url}/admin/v2/namespaces/public/default/offloadPolicies`, {
      method: 'POST',
      redirect: 'follow',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ managedLedgerOffloadDriver: 'aws-s3', managedLedgerOffloadBucket: 'b' }),
    });
    expect(policies.status).toBe(204);
    expect(await put(`${bare.base}/offload`, { ledgerId: bare.last, entryId: 0 })).toBe(204);
    expect(await status(`${bare.base}/offload`)).toMatchObject({ status: 'SUCCESS', lastError: '' });
  });
});
