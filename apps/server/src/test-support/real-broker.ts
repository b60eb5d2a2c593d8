// The pulsar-real project's 4.0.7 broker for the server's `*.real.test.ts` files: its addresses, a
// tenant of a file's own on it, and a Beacon server whose operator has it as environment `real`.
import { inject } from 'vitest';
import { admin } from '@beacon/test-kit/real-pulsar';
import type {} from '../../../pulsar-sim/src/contract/target.ts';
import { createServerWithSuperuser } from './server-with-superuser.ts';
import type { ServerWithSuperuser, SessionClient } from './session-client.ts';

export const realBroker = () => inject('realPulsar');
/** The broker's admin API, as test-kit's `admin` takes it. */
export const realEndpoint = () => ({ adminUrl: realBroker().adminUrl, headers: {} });

/** Creates `tenant` (every cluster allowed) and its namespace `ns` at the broker. */
export async function tenantWithNamespace(tenant: string): Promise<void> {
  const clusters = (await admin(realEndpoint(), 'GET', '/admin/v2/clusters')) as string[];
  await admin(realEndpoint(), 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: clusters });
  await admin(realEndpoint(), 'PUT', `/admin/v2/namespaces/${tenant}/ns`);
}

/** A Beacon server, its operator signed in with the broker as environment `real`, chosen. */
export async function beaconOnRealBroker(): Promise<{
  server: ServerWithSuperuser;
  operator: SessionClient;
}> {
  const server = await createServerWithSuperuser();
  const operator = await server.loggedIn();
  await operator.addEnvironment({
    name: 'real',
    broker: realBroker().adminUrl,
    bookie: realBroker().bookieUrl,
  });
  operator.environment = 'real';
  return { server, operator };
}
