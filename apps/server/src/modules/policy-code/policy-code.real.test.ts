// Policy as code on the pulsar-real project's 4.0.7 broker: a namespace with a few policies set (at
// both levels), a permission and a partitioned topic with a local and a global value is exported, applied to another namespace
// through the change plan, and exported again equal; a refusal stops the apply with Pulsar's reason;
// a tenant admin's preview marks calls outside its tenants forbidden and its apply is refused.
import {
  type ApplyLine,
  CHANGES_APPLY_PATH,
  CHANGES_PREVIEW_PATH,
  type ChangesPreviewResponse,
  type PlannedCall,
  POLICY_CODE_EXPORT_PATH,
  POLICY_CODE_PLAN_PATH,
  type PolicyPlanResponse,
} from '@beacon/contracts';
import { admin } from '@beacon/test-kit/real-pulsar';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ServerWithSuperuser, SessionClient } from '../../test-support/index.ts';
import { beaconOnRealBroker, realEndpoint, tenantWithNamespace } from '../../test-support/real-broker.ts';

const TENANT = 'policy-code-real';
let server: ServerWithSuperuser;
let operator: SessionClient;

const exportOf = async (session: SessionClient, name: string) => {
  const answer = await session.request('GET', `${POLICY_CODE_EXPORT_PATH}?scope=namespace&name=${name}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body;
};
const lines = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ApplyLine);
type Namespaces = { tenants: Record<string, { namespaces: Record<string, Record<string, unknown>> }> };
const namespaceOf = (yaml: string, tenant: string, namespace: string) =>
  (parse(yaml) as Namespaces).tenants[tenant]!.namespaces[namespace]!;

beforeAll(async () => {
  ({ server, operator } = await beaconOnRealBroker());
  await tenantWithNamespace(TENANT);
  const path = `/admin/v2/namespaces/${TENANT}/ns`;
  await admin(realEndpoint(), 'POST', `${path}/retention`, {
    retentionTimeInMinutes: 120,
    retentionSizeInMB: 64,
  });
  await admin(realEndpoint(), 'POST', `${path}/messageTTL`, 3600);
  await admin(realEndpoint(), 'POST', `${path}/maxConsumersPerTopic`, 9);
  await admin(realEndpoint(), 'POST', `${path}/permissions/app`, ['produce', 'consume']);
  await admin(realEndpoint(), 'PUT', `/admin/v2/persistent/${TENANT}/ns/orders/partitions`, 2);
  await admin(realEndpoint(), 'POST', `/admin/v2/persistent/${TENANT}/ns/orders/maxProducers`, 4);
  // A global value of its own beside the local one (isGlobal=true, PersistentTopics.setMaxProducers).
  await admin(
    realEndpoint(),
    'POST',
    `/admin/v2/persistent/${TENANT}/ns/orders/maxProducers?isGlobal=true`,
    6,
  );
}, 60_000);
afterAll(async () => {
  await server.app.close();
});

it('exports a namespace, applies it to another, and the copy exports the same', async () => {
  const yaml = await exportOf(operator, `${TENANT}/ns`);
  const original = namespaceOf(yaml, TENANT, 'ns');
  expect(original).toMatchObject({
    policies: {
      retention: { retentionTimeInMinutes: 120, retentionSizeInMB: 64 },
      messageTTL: 3600,
      maxConsumersPerTopic: 9,
    },
    permissions: { app: ['consume', 'produce'] },
    topics: {
      [`persistent://${TENANT}/ns/orders`]: {
        partitions: 2,
        policies: { maxProducers: 4 },
        globalPolicies: { maxProducers: 6 },
      },
    },
  });

  const planned = await operator.request('POST', POLICY_CODE_PLAN_PATH, {
    document: yaml,
    renameNamespace: `${TENANT}/copy`,
  });
  expect(planned.statusCode, planned.body).toBe(200);
  const { calls } = planned.json<PolicyPlanResponse>();
  const applied = lines((await operator.request('POST', CHANGES_APPLY_PATH, { calls })).body);
  expect(applied.at(-1), JSON.stringify(applied)).toEqual({
    kind: 'end',
    result: 'applied',
    total: calls.length,
    applied: calls.length,
  });

  // Topic policies reach the broker through its system topic: read again until they are there.
  await expect
    .poll(async () => namespaceOf(await exportOf(operator, `${TENANT}/copy`), TENANT, 'copy'), {
      timeout: 20_000,
    })
    .toEqual({
      ...original,
      topics: {
        [`persistent://${TENANT}/copy/orders`]: {
          partitions: 2,
          policies: { maxProducers: 4 },
          globalPolicies: { maxProducers: 6 },
        },
      },
    });
});

it('stops at Pulsar’s refusal with its reason, sending nothing after it', async () => {
  const path = `/admin/v2/namespaces/${TENANT}/ns`;
  const calls: PlannedCall[] = [
    { method: 'POST', path: `${path}/maxProducersPerTopic`, body: -1, summary: 'Set maxProducersPerTopic' },
    {
      method: 'POST',
      path: `${path}/maxConsumersPerSubscription`,
      body: 3,
      summary: 'Set maxConsumersPerSubscription',
    },
  ];
  const run = lines((await operator.request('POST', CHANGES_APPLY_PATH, { calls })).body);
  expect(run[1]).toEqual({
    kind: 'call',
    index: 0,
    outcome: 'refused',
    status: 412,
    reason: 'maxProducersPerTopic must be 0 or more',
    refusedBy: 'pulsar',
  });
  expect(run[2]).toMatchObject({ kind: 'end', result: 'stopped', applied: 0, stoppedAt: 0 });
  const after = await admin(realEndpoint(), 'GET', `${path}/maxConsumersPerSubscription`);
  expect(after ?? null).toBeNull();
});

it('marks a tenant admin’s calls outside its tenants forbidden, and refuses its apply', async () => {
  const tenantAdmin = await server.loggedInTenantAdmin(['another-tenant']);
  tenantAdmin.environment = 'real';
  const { calls } = (
    await operator.request('POST', POLICY_CODE_PLAN_PATH, {
      document: await exportOf(operator, `${TENANT}/ns`),
      renameNamespace: `${TENANT}/third`,
    })
  ).json<PolicyPlanResponse>();
  const preview = await tenantAdmin.request('POST', CHANGES_PREVIEW_PATH, { calls });
  expect(preview.statusCode, preview.body).toBe(200);
  expect(preview.json<ChangesPreviewResponse>()).toMatchObject({ allowed: 0, forbidden: calls.length });
  expect((await tenantAdmin.request('POST', CHANGES_APPLY_PATH, { calls })).statusCode).toBe(403);
  const namespaces = (await admin(realEndpoint(), 'GET', `/admin/v2/namespaces/${TENANT}`)) as string[];
  expect(namespaces).not.toContain(`${TENANT}/third`);
});
