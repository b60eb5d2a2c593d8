// What the namespace page's tests give the simulator so that the real server's statistics collector
// has figures to collect (decision 0062): rates of the last stats window, bytes stored, and a tenant
// admin who loses the tenant while the page is open.
import { EVERY_ENVIRONMENT } from '@beacon/contracts';
import { http } from 'msw';
import { browserCookies } from '../../../test/browser-cookies.ts';
import { url } from '../../../test/console-paths.ts';
import { network } from '../../../test/network.ts';
import type { SimulatedPulsar } from '../../../test/simulator-network.ts';
import { publish, type SimulatorState, type TopicState } from '../../../test/simulator-scenario.ts';

export { attachProducer } from '../../../../../pulsar-sim/src/core/clients.ts';
export { seedRates, seedSubscription } from '../../../test/simulator-scenario.ts';

export const MB = 1024 ** 2;

/** A topic (or partition) by full name in a cluster's own state (the first cluster's by default). */
export function topicIn(pulsar: SimulatedPulsar, fullName: string, cluster?: string): TopicState {
  const state = cluster ? pulsar.simulator.runtime.stateOf(cluster) : pulsar.state;
  const topic = state.topics.get(fullName);
  if (!topic) throw new Error(`${fullName} is not in the simulator${cluster ? ` on ${cluster}` : ''}`);
  return topic;
}

/** One entry of `bytes` bytes on `topic`: its storage size grows by exactly that. */
export function storeBytes(state: SimulatorState, topic: TopicState, bytes: number): void {
  publish(state, topic, {
    payload: Buffer.alloc(bytes, 'x'),
    producerName: 'seed',
    sequenceId: topic.ledger?.nextSequence ?? 0,
  });
}

/**
 * The signed-in tenant admin loses `tenant` on the server (a super user removes the binding) at the
 * moment the page's first GET of `path` leaves the browser: after the page learnt the user's
 * tenants, before the server answers that call. The real server then answers it.
 */
export function loseTenantOnCall(pulsar: SimulatedPulsar, tenant: string, path: string): void {
  let lost = false;
  network.use(
    http.get(url(path), async () => {
      if (lost) return undefined;
      lost = true;
      const answer = await pulsar.beacon.superSession.request('DELETE', url('/role-binding'), {
        roleName: `tenant-admin:${tenant}`,
        userName: browserCookies().username,
        environment: EVERY_ENVIRONMENT,
      });
      if (answer.statusCode !== 200) throw new Error(`unbinding ${tenant} failed: ${answer.body}`);
      // Nothing returned: the call goes on to the real server.
      return undefined;
    }),
  );
}
