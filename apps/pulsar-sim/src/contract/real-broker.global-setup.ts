import type { TestProject } from 'vitest/node';
import { buildFunctionFixture, startRealPulsar } from '@beacon/test-kit/real-pulsar';
import type { RealBrokerTarget } from './target.ts';

// The `pulsar-real` Vitest project: the contract suite against a real Pulsar 4.0.7 standalone,
// started once for the whole run (about 12 s, 320 MiB) and stopped at its end. Every case reads the
// broker's addresses from `inject('realPulsar')` (target.ts). vitest.config.ts leaves the project
// out where Java or Maven is missing (and says so), except under CI, where that is a failure.

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The jar the functions cases deploy (tools/pulsar-functions-fixture), built before any case asks
  // for it, so that two test files never run Maven in the same directory at once.
  buildFunctionFixture((line) => console.info(line));
  const pulsar = await startRealPulsar({ log: (line) => console.info(line) });
  const target: RealBrokerTarget = {
    adminUrl: pulsar.adminUrl,
    bookieUrl: pulsar.bookieUrl,
    serviceUrl: pulsar.serviceUrl,
    cluster: pulsar.clusterName,
  };
  project.provide('realPulsar', target);
  return () => pulsar.stop();
}
