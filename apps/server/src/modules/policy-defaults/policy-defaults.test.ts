// The broker defaults behind the policies, against the simulator's 4.0.7 runtime configuration: every
// allow-listed key the broker has, as its text, and nothing else of that configuration (no password
// or secret path); a tenant admin may ask, a user holding nothing in the environment may not.
import { POLICY_BROKER_KEYS, POLICY_DEFAULTS_PATH, type PolicyDefaultsResponse } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';
import {
  addEnvironment,
  frozenSimulator,
  getAs,
  type Simulator,
} from '../../test-support/catalog-helpers.ts';

const ENVIRONMENT = 'demo';

describe('the policies’ broker defaults', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let session: SessionClient;
  let runtime: Record<string, string>;

  beforeAll(async () => {
    simulator = await frozenSimulator('demo');
    server = await createServerWithSuperuser();
    session = await server.loggedIn();
    await addEnvironment(session, ENVIRONMENT, simulator);
    runtime = (await (
      await fetch(`${simulator.url}/admin/v2/brokers/configuration/runtime`)
    ).json()) as Record<string, string>;
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  it('gives the allow-listed keys of the broker’s runtime configuration, and only those', async () => {
    const answer = await getAs(server, session, POLICY_DEFAULTS_PATH, ENVIRONMENT);
    expect(answer.statusCode, answer.body).toBe(200);
    const { values } = answer.json<PolicyDefaultsResponse>();
    expect(values).toEqual(Object.fromEntries(POLICY_BROKER_KEYS.map((key) => [key, runtime[key]])));
    expect(values.ttlDurationDefaultInSeconds).toBe('0');
    expect(values.maxUnackedMessagesPerConsumer).toBe('50000');
    // The broker has them; the answer does not.
    expect(Object.keys(runtime)).toEqual(
      expect.arrayContaining(['tlsKeyStorePassword', 'managedLedgerPassword']),
    );
    expect(answer.body).not.toMatch(/[Pp]assword|[Ss]ecret/);
  });

  it('answers a tenant admin, and refuses a user who holds nothing in the environment', async () => {
    const tenantAdmin = await server.loggedInTenantAdmin(['acme']);
    const admins = await getAs(server, tenantAdmin, POLICY_DEFAULTS_PATH, ENVIRONMENT);
    expect(admins.statusCode, admins.body).toBe(200);
    expect(admins.json<PolicyDefaultsResponse>().values.defaultRetentionTimeInMinutes).toBe('0');

    const nobody = await server.loggedInTenantAdmin([]);
    // As everywhere in the console: an environment the user holds nothing in is not theirs to name.
    const refused = await getAs(server, nobody, POLICY_DEFAULTS_PATH, ENVIRONMENT);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'Currently there is no active environment, please set one',
    );
    expect((await getAs(server, undefined, POLICY_DEFAULTS_PATH, ENVIRONMENT)).statusCode).toBe(401);
    expect((await getAs(server, session, POLICY_DEFAULTS_PATH, 'nowhere')).statusCode).toBe(400);
  });
});
