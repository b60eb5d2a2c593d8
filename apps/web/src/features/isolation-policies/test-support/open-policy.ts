// The isolation-policy screens' tests: a fresh demo simulator (standalone cluster, brokers
// localhost:8080 and localhost:8081, namespaces acme/*, public/*, sample/*), the operator signed in.
import { simulatePulsar, type SimulatedPulsar } from '../../../test/simulator-network.ts';

export const CLUSTER = 'standalone';
export const NEW_POLICY_PAGE = `/management/clusters/${CLUSTER}/create/namespaceIsolationPolicy?created=true`;
export const policyPage = (name: string) =>
  `/management/clusters/${CLUSTER}/${name}/namespaceIsolationPolicy`;

export async function startPolicies(): Promise<SimulatedPulsar> {
  return await simulatePulsar();
}

/** The cluster's policies as the simulator holds them. */
export const storedPolicies = (pulsar: SimulatedPulsar): Record<string, Record<string, unknown>> =>
  Object.fromEntries(pulsar.state.clusters.get(CLUSTER)?.isolationPolicies ?? []);

/** Sets a policy through the simulator's REST API, as another admin would. */
export async function seedPolicy(pulsar: SimulatedPulsar, name: string, policy: object): Promise<void> {
  const answer = await pulsar.simulator.handle({
    method: 'POST',
    url: `/admin/v2/clusters/${CLUSTER}/namespaceIsolationPolicies/${name}`,
    headers: { 'content-type': 'application/json' },
    body: new TextEncoder().encode(JSON.stringify(policy)),
  });
  if (answer.status !== 204) throw new Error(`seeding ${name}: ${String(answer.status)}`);
}
