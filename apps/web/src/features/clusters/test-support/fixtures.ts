// The cluster screens' tests: a simulator of the clusters a test names (one broker each), the
// operator signed in, and what each test seeds on top.
import { simulatePulsar } from '../../../test/simulator-network.ts';
import { scenarioOf, type SimulatorState } from '../../../test/simulator-scenario.ts';

export { findDialog } from '../../../test/dialogs.ts';
export { findPageHeading } from '../../../test/pages.ts';

export async function start(
  populate: (state: SimulatorState) => void = () => undefined,
  clusters: readonly string[] = ['us-west', 'us-east'],
) {
  return await simulatePulsar({ scenario: scenarioOf((state) => populate(state), clusters) });
}

/** The id of a cluster's first broker, as the simulator lists it. */
export function firstBrokerOf(state: SimulatorState, cluster: string): string {
  const broker = state.clusters.get(cluster)?.brokers[0];
  if (!broker) throw new Error(`cluster ${cluster} has no broker`);
  return broker.id;
}
