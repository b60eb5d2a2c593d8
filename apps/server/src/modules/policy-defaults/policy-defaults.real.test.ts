// The policies' broker defaults on the pulsar-real project's 4.0.7 broker: every allow-listed key is
// one the real broker has (a renamed setting would leave a policy without its default), each as the
// broker's runtime configuration gives it.
import { POLICY_BROKER_KEYS, POLICY_DEFAULTS_PATH, type PolicyDefaultsResponse } from '@beacon/contracts';
import { admin } from '@beacon/test-kit/real-pulsar';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerWithSuperuser, SessionClient } from '../../test-support/index.ts';
import { beaconOnRealBroker, realEndpoint } from '../../test-support/real-broker.ts';

let server: ServerWithSuperuser;
let operator: SessionClient;

beforeAll(async () => {
  ({ server, operator } = await beaconOnRealBroker());
}, 60_000);
afterAll(async () => {
  await server.app.close();
});

it('gives every allow-listed key, as the broker’s runtime configuration has it', async () => {
  const runtime = (await admin(realEndpoint(), 'GET', '/admin/v2/brokers/configuration/runtime')) as Record<
    string,
    string
  >;
  const answer = await operator.request('GET', POLICY_DEFAULTS_PATH);
  expect(answer.statusCode, answer.body).toBe(200);
  const { values } = answer.json<PolicyDefaultsResponse>();
  expect(Object.keys(values).sort()).toEqual([...POLICY_BROKER_KEYS].sort());
  for (const key of POLICY_BROKER_KEYS) expect(values[key], key).toBe(runtime[key]);
});
