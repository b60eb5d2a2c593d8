import { populateDemo, DEMO_CLUSTER } from './demo.ts';
import type { Scenario } from './scenario.ts';

/** Fixed so that tests and the printed tokens stay stable; it guards a test double, nothing else. */
export const AUTH_SCENARIO_SECRET = Buffer.from('beacon-pulsar-simulator-demo-hs256-secret!').toString(
  'base64',
);

export const authScenario: Scenario = {
  name: 'auth',
  description: 'the demo data behind token authentication (HS256) and authorization; super-user role "admin"',
  topology: { clusters: [{ name: DEMO_CLUSTER, brokers: 2 }], bookies: 3 },
  auth: { secretKey: AUTH_SCENARIO_SECRET, superUserRoles: ['admin'], authorization: true },
  limits: { builtinConnectors: true },
  populate: populateDemo,
};
