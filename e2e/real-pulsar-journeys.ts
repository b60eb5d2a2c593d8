// The journeys that also run against a real Pulsar 4.0.7 standalone (Playwright project
// `real-pulsar`): those that drive the console's Pulsar screens. Each takes its Pulsar from
// fixtures/pulsar-under-test.ts. Without Java or Maven the project is left out (loudly), except
// under CI, where .ci/run installs both.
import { javaToolchainProblem } from '@beacon/test-kit/real-pulsar';

/** Journeys that need a real broker and run only in the real-pulsar project. */
export const REAL_PULSAR_ONLY = ['tokens/token-on-real-broker.spec.ts'];

export const REAL_PULSAR_JOURNEYS = [
  'management/tenants-namespaces.spec.ts',
  'management/topic-life.spec.ts',
  'management/topic-operations.spec.ts',
  'management/namespace-policies.spec.ts',
  'management/clusters.spec.ts',
  'management/broker-page.spec.ts',
  'management/placement.spec.ts',
  'management/functions.spec.ts',
  'overview/overview.spec.ts',
  // Starts a token-auth broker of its own; runs only here.
  'tokens/token-on-real-broker.spec.ts',
];

const problem = javaToolchainProblem();
export const withRealPulsar = !problem || Boolean(process.env.CI);
if (!withRealPulsar && !process.env.BEACON_E2E_QUIET) {
  console.warn(`\n*** ${problem ?? ''}: the journeys on a real Pulsar are SKIPPED ***\n`);
}
