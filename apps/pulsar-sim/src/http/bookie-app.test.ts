import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../simulator.ts';
import { getJson, startTestSimulator } from '../test-support/simulator-fixture.ts';

let simulator: RunningSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

describe('BookKeeper HTTP API', () => {
  it('lists bookies and their disk usage in BookKeeper formats', async () => {
    simulator = await startTestSimulator();
    const rw = await getJson(
      `${simulator.bookieUrl}/api/v1/bookie/list_bookies?type=rw&print_hostnames=true`,
    );
    expect(rw.body).toEqual({
      'localhost:3181': 'localhost',
      'localhost:3182': 'localhost',
      'localhost:3183': 'localhost',
    });
    const withoutHostnames = await getJson(`${simulator.bookieUrl}/api/v1/bookie/list_bookies/?type=rw`);
    expect(withoutHostnames.body).toEqual({
      'localhost:3181': null,
      'localhost:3182': null,
      'localhost:3183': null,
    });
    const info = (await getJson(`${simulator.bookieUrl}/api/v1/bookie/list_bookie_info`)).body as Record<
      string,
      string
    >;
    expect(info['localhost:3181']).toBe(': {Free: 85000000000(85GB), Total: 100000000000(100GB)},');
    expect(info['ClusterInfo: ']).toMatch(/^\{Free: \d+\(.+\), Total: 300000000000\(300GB\)\}$/);
    const wrongMethod = await fetch(`${simulator.bookieUrl}/api/v1/bookie/list_bookies`, { method: 'PUT' });
    expect(wrongMethod.status).toBe(404);
    expect(await wrongMethod.text()).toBe('Not found method. Should be GET method');
  });
});
