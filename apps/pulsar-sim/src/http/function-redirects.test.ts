import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerIdOf } from '../core/components.ts';
import type { RunningSimulator } from '../simulator.ts';
import { getJson, startTestSimulator } from '../test-support/simulator-fixture.ts';

// D17: every broker of a cluster runs a functions worker, the RoundRobinScheduler spreads a
// function's instances over them (the least loaded first, RoundRobinScheduler.java:64), and a call
// about one instance asked of a worker that does not run it is answered 307 to the worker that does,
// the request's own URI on that worker's host and port, after the call's other checks:
// ComponentImpl.getComponentInstanceStatus (Pulsar 4.0.7 ComponentImpl.java:188-191),
// FunctionRuntimeManager.restartFunctionInstance (FunctionRuntimeManager.java:392-394) and
// getFunctionInstanceStats (FunctionRuntimeManager.java:592-594). Start and stop change the
// function's metadata, which any worker writes through the leader: no redirect. A real standalone has
// one worker and never redirects; the contract suite's real run cannot show this.

let simulator: RunningSimulator;
let first: string;
let second: string;
let secondWorker: string;
const base = '/admin/v3/functions/acme/analytics/spread';

beforeAll(async () => {
  simulator = await startTestSimulator({ scenario: 'demo' });
  const [one, two] = simulator.brokers;
  if (!one || !two) throw new Error('the demo has two brokers');
  first = one.url;
  second = two.url;
  secondWorker = workerIdOf(two.cluster, two.id);
  const form = new FormData();
  const config = {
    runtime: 'JAVA',
    className: 'dev.beacon.fixture.Exclaim',
    inputs: ['persistent://acme/analytics/in'],
    parallelism: 2,
  };
  form.append('functionConfig', new Blob([JSON.stringify(config)], { type: 'application/json' }));
  form.append('data', new Blob([Buffer.from('PK\u0003\u0004 jar')]), 'spread.jar');
  const registered = await fetch(`${first}${base}`, { method: 'POST', body: form });
  expect(registered.status).toBe(204);
});
afterAll(async () => {
  await simulator.close();
});

describe('per-instance function calls between workers', () => {
  it('spreads the instances over the workers, and answers the whole status from any', async () => {
    for (const broker of [first, second]) {
      const status = await getJson(`${broker}${base}/status`);
      expect(status.status).toBe(200);
      const workers = (status.body as { instances: { status: { workerId: string } }[] }).instances.map(
        (instance) => instance.status.workerId,
      );
      expect(new Set(workers).size).toBe(2);
    }
  });

  it('redirects an instance status, stats and restart to the worker running the instance', async () => {
    // The demo's own components hold two instances on each worker: instance 0 goes to the first
    // (a tie goes to the first in membership order), instance 1 to the second.
    expect((await getJson(`${second}${base}/1/status`)).body).toMatchObject({ workerId: secondWorker });
    const [here, there] = [first, second];
    for (const [method, path] of [
      ['GET', `${base}/1/status`],
      ['GET', `${base}/1/stats`],
      ['POST', `${base}/1/restart`],
    ] as const) {
      const answer = await getJson(`${here}${path}?authoritative=false`, { method });
      expect(answer.status, `${method} ${path}`).toBe(307);
      expect(answer.text).toBe('');
      expect(answer.headers.get('location')).toBe(`${there}${path}?authoritative=false`);
      const followed = await getJson(answer.headers.get('location') ?? '', { method });
      expect(followed.status, `${method} ${path} at its worker`).toBe(method === 'GET' ? 200 : 204);
    }
    expect((await getJson(`${there}${base}/1/status`)).body).toMatchObject({ running: true });
    expect((await getJson(`${here}${base}/0/status`)).status).toBe(200);
    expect((await getJson(`${there}${base}/0/status`)).status).toBe(307);
  });

  it('checks the function and the instance before it redirects, and never redirects start or stop', async () => {
    const here = first;
    expect((await getJson(`${here}${base}/5/status`)).body).toEqual({
      reason: "Function spread doesn't have instance with id 5",
    });
    expect((await getJson(`${here}${base}/7/restart`, { method: 'POST' })).body).toEqual({
      reason: "acme/analytics/spread/7 doesn't exist",
    });
    expect((await getJson(`${here}/admin/v3/functions/acme/analytics/none/1/status`)).status).toBe(404);
    expect((await getJson(`${here}${base}/1/stop`, { method: 'POST' })).status).toBe(204);
    expect((await getJson(`${here}${base}/1/start`, { method: 'POST' })).status).toBe(204);
  });
});
