import { REQUEST_HEADERS } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { NO_ENVIRONMENT, lastEnvironmentOnServer, signInAsOperator } from './console-api.ts';
import { unansweredCalls } from './network.ts';

// The console API's own handlers answer what Beacon's server answers, so that no test meets an
// unhandled call (setup.ts: MSW's error strategy) for a call the shell makes on its own.

const at = (path: string) => new URL(path, window.location.origin);

describe('the fake console API', () => {
  it('refuses a Pulsar call naming no environment as Beacon’s proxy does, the clusters probe included', async () => {
    const answer = await fetch(at('/admin/v2/clusters'));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: NO_ENVIRONMENT, message: NO_ENVIRONMENT });
  });

  it('leaves a Pulsar call naming an environment unanswered, for the test’s simulator to answer', async () => {
    const headers = { [REQUEST_HEADERS.environment]: 'nowhere' };
    await expect(fetch(at('/admin/v2/clusters'), { headers })).rejects.toThrow();
    // Left for the simulator, which this test does not start: reported as unanswered.
    expect(() => unansweredCalls.assertNoneSinceLastCheck()).toThrow(/GET .*\/admin\/v2\/clusters$/);
  });

  it('keeps the environment a signed-in user chose last, and refuses a visitor', async () => {
    const choose = () =>
      fetch(at('/pulsar-manager/users/lastEnvironment'), {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'production' }),
      });
    expect((await choose()).status).toBe(401);
    expect(lastEnvironmentOnServer()).toBeUndefined();
    signInAsOperator();
    const answer = await choose();
    expect(await answer.json()).toEqual({ message: 'success' });
    expect(lastEnvironmentOnServer()).toBe('production');
  });
});
