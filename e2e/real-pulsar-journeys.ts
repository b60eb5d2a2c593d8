// The journeys that also run against a real Pulsar 4.0.7 standalone (Playwright project
// `real-pulsar`): those that drive the console's Pulsar screens. Each takes its Pulsar from
// fixtures/pulsar-under-test.ts. Without Java or Maven the project is left out (loudly), except
// under CI, where .ci/run installs both.
import { javaToolchainProblem } from '@beacon/test-kit/real-pulsar';

/** Journeys that need a real broker and run only in the real-pulsar project. */
export const REAL_PULSAR_ONLY = [
  'tokens/token-on-real-broker.spec.ts',
  // Reads over Pulsar's binary protocol; the web tests meet the simulator's (issue 30).
  'management/workbench.spec.ts',
  'management/workbench-replay.spec.ts',
  'management/workbench-from-a-time.spec.ts',
];

export const REAL_PULSAR_JOURNEYS = [
  'management/tenants-namespaces.spec.ts',
  'management/topic-life.spec.ts',
  'management/topic-operations.spec.ts',
  'management/one-topic-operations.spec.ts',
  'management/namespace-policies.spec.ts',
  'management/topic-policies.spec.ts',
  'management/properties.spec.ts',
  'management/clusters.spec.ts',
  'management/broker-page.spec.ts',
  'management/placement.spec.ts',
  'management/resource-groups.spec.ts',
  'management/functions.spec.ts',
  'overview/overview.spec.ts',
  // On the real broker a consumer blocked by Pulsar itself; on the simulator, the demo's.
  'management/subscription-doctor.spec.ts',
  // Exported from the real broker, applied to a simulator of its own; on the simulator, both.
  'management/policy-as-code.spec.ts',
  // A retention changed, read before and after from the broker, restored through the change plan.
  'management/history-restore.spec.ts',
  'management/workbench.spec.ts',
  'management/workbench-replay.spec.ts',
  // 200 000 messages: more than the simulator keeps in a topic (the spec's header says why).
  'management/workbench-from-a-time.spec.ts',
  // Starts a token-auth broker of its own; runs only here.
  'tokens/token-on-real-broker.spec.ts',
];

/**
 * Journeys of the list above that run on the simulator as well when a real broker is there: only the
 * simulator lets the page see a compaction while it runs and an offload succeed (a standalone has no
 * offloader). The others run once, on the real broker, and on the simulator only where no broker
 * can run (decision 0056). The broker page and the placement journeys ran on both until CI's time
 * ran out (decision 0059): the simulator's second broker is still met by their web tests (through
 * MSW and the simulator) and by the server's routing tests to a named broker.
 */
export const SIMULATOR_TOO = [
  'management/one-topic-operations.spec.ts',
  // The demo's blocked subscription is the simulator's alone.
  'management/subscription-doctor.spec.ts',
  'management/policy-as-code.spec.ts',
];

const problem = javaToolchainProblem();
export const withRealPulsar = !problem || Boolean(process.env.CI);

/** The journeys the simulator project leaves out: those that run on the real broker alone. */
export function leftToTheRealBroker(realBroker: boolean): string[] {
  if (!realBroker) return REAL_PULSAR_ONLY;
  return REAL_PULSAR_JOURNEYS.filter((file) => !SIMULATOR_TOO.includes(file));
}

if (!withRealPulsar && !process.env.BEACON_E2E_QUIET) {
  console.warn(`\n*** ${problem ?? ''}: the journeys on a real Pulsar are SKIPPED ***\n`);
}
