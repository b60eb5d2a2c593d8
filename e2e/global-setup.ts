// Before any spec: a quiet demo simulator for the whole run and an environment `e2e-default` on it,
// chosen in every browser context through the stored Admin-Environment cookie. Without an
// environment the console's screens answer 400 "no active environment" and send the browser to
// /environments (spec 8), so every journey starts from a console that can reach a Pulsar.
import fs from 'node:fs';
import path from 'node:path';
import { startSimulator } from '@beacon/pulsar-sim';
import { addEnvironment, logInToBeacon, waitUntilServing } from '@beacon/test-kit';
import { seedDemo, startRealPulsar, type RealPulsar } from '@beacon/test-kit/real-pulsar';
import { realPulsarGivenByEnvironment } from './fixtures/pulsar-under-test.ts';
import { withRealPulsar } from './real-pulsar-journeys.ts';
import { E2E_SUPERUSER } from './fixtures/superuser.ts';

export const DEFAULT_ENVIRONMENT = 'e2e-default';

/**
 * The real broker of the real-pulsar project, seeded with the demo's data: one for the run, handed
 * to the workers through the environment (Playwright starts them after the global setup). npm test
 * starts one for both shards and passes it in the same variables.
 */
async function realPulsarForTheRun(): Promise<RealPulsar | undefined> {
  if (!withRealPulsar || realPulsarGivenByEnvironment()) return undefined;
  const pulsar = await startRealPulsar();
  await seedDemo({ adminUrl: pulsar.adminUrl, headers: {} }, pulsar.clusterName, pulsar.bookieUrl);
  process.env.BEACON_E2E_REAL_PULSAR_URL = pulsar.adminUrl;
  process.env.BEACON_E2E_REAL_PULSAR_BOOKIE_URL = pulsar.bookieUrl;
  process.env.BEACON_E2E_REAL_PULSAR_CLUSTER = pulsar.clusterName;
  return pulsar;
}

export default async function globalSetup(config: { projects: { use: { baseURL?: string } }[] }) {
  const baseUrl = config.projects[0]?.use.baseURL ?? '';
  const realPulsar = realPulsarForTheRun();
  const simulator = await startSimulator({ scenario: 'demo', port: 0, traffic: false });
  await waitUntilServing(`${baseUrl}/readyz`);

  await addEnvironment(baseUrl, await logInToBeacon(baseUrl, E2E_SUPERUSER), {
    name: DEFAULT_ENVIRONMENT,
    broker: simulator.url,
    bookie: simulator.bookieUrl,
  });

  const storageState = process.env.BEACON_E2E_STORAGE_STATE ?? '';
  fs.mkdirSync(path.dirname(storageState), { recursive: true });
  const { hostname } = new URL(baseUrl);
  fs.writeFileSync(
    storageState,
    JSON.stringify({
      cookies: [
        {
          name: 'Admin-Environment',
          value: DEFAULT_ENVIRONMENT,
          domain: hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    }),
  );
  const pulsar = await realPulsar;
  return async () => {
    await simulator.close();
    await pulsar?.stop();
  };
}
