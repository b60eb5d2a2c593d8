// Policy as code against two simulators (issue 33 item 2): a namespace with policies set at both
// levels, permissions and a partitioned topic is exported as YAML, planned into another environment
// (a namespace it does not have), applied through the change plan, and exported again equal; a diff
// between the environments shows one changed retention; a tenant admin reads only its tenants.
import { startSimulator } from '@beacon/pulsar-sim';
import {
  type ApplyLine,
  CHANGES_APPLY_PATH,
  CHANGES_PREVIEW_PATH,
  type ChangesPreviewResponse,
  POLICY_CODE_DIFF_PATH,
  POLICY_CODE_EXPORT_PATH,
  POLICY_CODE_PLAN_PATH,
  type PolicyDiffResponse,
  type PolicyPlanResponse,
} from '@beacon/contracts';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const exportPath = (scope: string, name?: string) =>
  `${POLICY_CODE_EXPORT_PATH}?scope=${scope}${name ? `&name=${encodeURIComponent(name)}` : ''}`;

describe('policy as code', () => {
  let source: Simulator;
  let target: Simulator;
  let server: ServerWithSuperuser;
  let operator: SessionClient;

  const admin = async (simulator: Simulator, method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${simulator.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  };

  beforeAll(async () => {
    source = await startSimulator({ scenario: 'demo', port: 0, traffic: false });
    target = await startSimulator({ scenario: 'demo', port: 0, traffic: false });
    server = await createServerWithSuperuser();
    operator = await server.loggedIn();
    await operator.addEnvironment({ name: 'source', broker: source.url, bookie: source.bookieUrl });
    await operator.addEnvironment({ name: 'target', broker: target.url, bookie: target.bookieUrl });
    operator.environment = 'source';
    await admin(source, 'POST', '/admin/v2/namespaces/sample/orders/maxProducersPerTopic', 7);
    await admin(source, 'POST', '/admin/v2/namespaces/sample/orders/permissions/billing', [
      'consume',
      'produce',
    ]);
    await admin(
      source,
      'POST',
      '/admin/v2/namespaces/sample/orders/backlogQuota?backlogQuotaType=destination_storage',
      {
        limitSize: 1048576,
        limitTime: -1,
        policy: 'producer_request_hold',
      },
    );
    await admin(source, 'POST', '/admin/v2/persistent/sample/orders/created/retention', {
      retentionTimeInMinutes: 30,
      retentionSizeInMB: 10,
    });
    // Global values of the topic, kept apart from its local ones.
    await admin(source, 'POST', '/admin/v2/persistent/sample/orders/created/maxProducers?isGlobal=true', 3);
    await admin(
      source,
      'POST',
      '/admin/v2/persistent/sample/orders/created/messageTTL?isGlobal=true&messageTTL=600',
    );
  });
  afterAll(async () => {
    await server.app.close();
    await source.close();
    await target.close();
  });

  const exported = async (session: SessionClient, scope: string, name?: string) => {
    const answer = await session.request('GET', exportPath(scope, name));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.body;
  };

  it('exports a namespace as YAML: every policy it sets, its permissions, its topics’ own policies', async () => {
    const yaml = await exported(operator, 'namespace', 'sample/orders');
    const document = parse(yaml) as Record<string, unknown>;
    expect(document).toMatchObject({
      beaconPolicies: 1,
      scope: 'namespace',
      name: 'sample/orders',
      exportedFrom: 'source',
      tenants: {
        sample: {
          adminRoles: ['sample-admin'],
          allowedClusters: ['standalone'],
          namespaces: {
            orders: {
              policies: {
                backlogQuota: {
                  destination_storage: { limitSize: 1048576, policy: 'producer_request_hold' },
                },
                maxProducersPerTopic: 7,
                messageTTL: 86400,
                replication: ['standalone'],
                retention: { retentionTimeInMinutes: 1440, retentionSizeInMB: 512 },
              },
              permissions: { billing: ['consume', 'produce'] },
              topics: {
                'persistent://sample/orders/created': {
                  policies: { retention: { retentionTimeInMinutes: 30, retentionSizeInMB: 10 } },
                  globalPolicies: { maxProducers: 3, messageTTL: 600 },
                },
              },
            },
          },
        },
      },
    });
    // Unset policies are left out; keys sorted, so the same state exports as the same text.
    const policies = (document as { tenants: { sample: { namespaces: { orders: { policies: object } } } } })
      .tenants.sample.namespaces.orders.policies;
    expect(Object.keys(policies)).toEqual([...Object.keys(policies)].sort());
    expect(policies).not.toHaveProperty('deduplication');
    expect(policies).not.toHaveProperty('schemaCompatibilityStrategy');
    expect(await exported(operator, 'namespace', 'sample/orders')).toBe(yaml);
  });

  it('applies a namespace’s document to another environment, and the copy exports the same', async () => {
    const document = await exported(operator, 'namespace', 'sample/orders');
    const planner = await server.loggedIn();
    planner.environment = 'target';
    const planned = await planner.request('POST', POLICY_CODE_PLAN_PATH, {
      document,
      renameNamespace: 'acme/orders-copy',
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const { calls } = planned.json<PolicyPlanResponse>();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/admin/v2/namespaces/acme/orders-copy',
      kind: 'create',
    });
    expect(calls.map((call) => call.summary)).toEqual(
      expect.arrayContaining([
        'Set retention',
        'Set maxProducersPerTopic',
        'Grant consume, produce to billing',
      ]),
    );
    // The tenant exists there: a namespace's document does not change it.
    expect(calls.some((call) => call.path === '/admin/v2/tenants/acme')).toBe(false);
    // The topic's global values, at the global level, under a heading of their own.
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: 'POST',
          path: '/admin/v2/persistent/acme/orders-copy/created/messageTTL?isGlobal=true&messageTTL=600',
          groupKind: 'topic-global',
        }),
        expect.objectContaining({
          method: 'POST',
          path: '/admin/v2/persistent/acme/orders-copy/created/maxProducers?isGlobal=true',
          body: 3,
          groupKind: 'topic-global',
        }),
      ]),
    );

    const preview = await planner.request('POST', CHANGES_PREVIEW_PATH, { calls });
    expect(preview.json<ChangesPreviewResponse>()).toMatchObject({ forbidden: 0 });
    const applied = await planner.request('POST', CHANGES_APPLY_PATH, { calls });
    const lines = applied.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ApplyLine);
    expect(lines.at(-1)).toEqual({
      kind: 'end',
      result: 'applied',
      total: calls.length,
      applied: calls.length,
    });

    const copy = parse(await exported(planner, 'namespace', 'acme/orders-copy')) as {
      tenants: { acme: { namespaces: Record<string, unknown> } };
    };
    const original = parse(document) as {
      tenants: { sample: { namespaces: { orders: { topics: object } } } };
    };
    const { topics: originalTopics, ...originalRest } = original.tenants.sample.namespaces.orders;
    const { topics: copiedTopics, ...copiedRest } = copy.tenants.acme.namespaces['orders-copy'] as {
      topics: object;
    };
    expect(copiedRest).toEqual(originalRest);
    expect(Object.values(copiedTopics)).toEqual(Object.values(originalTopics));

    // Planned again, nothing is left to do.
    const again = await planner.request('POST', POLICY_CODE_PLAN_PATH, {
      document,
      renameNamespace: 'acme/orders-copy',
    });
    expect(again.json<PolicyPlanResponse>()).toEqual({ calls: [], differences: [] });
  });

  it('clears what a namespace’s file leaves out, the way Pulsar allows for each policy', async () => {
    const read = parse(await exported(operator, 'namespace', 'sample/orders')) as {
      tenants: { sample: { namespaces: { orders: { policies: Record<string, unknown> } } } };
    };
    const policies = read.tenants.sample.namespaces.orders.policies;
    delete policies.maxProducersPerTopic;
    delete policies.backlogQuota;
    const document = stringify(read);
    const planned = await operator.request('POST', POLICY_CODE_PLAN_PATH, { document });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json<PolicyPlanResponse>().calls).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: '/admin/v2/namespaces/sample/orders/backlogQuota?backlogQuotaType=destination_storage',
      }),
      expect.objectContaining({
        method: 'DELETE',
        path: '/admin/v2/namespaces/sample/orders/maxProducersPerTopic',
      }),
    ]);
  });

  it('clears a topic’s global value the file leaves out, at the global level alone', async () => {
    const read = parse(await exported(operator, 'namespace', 'sample/orders')) as {
      tenants: {
        sample: { namespaces: { orders: { topics: Record<string, { globalPolicies: object }> } } };
      };
    };
    const created = read.tenants.sample.namespaces.orders.topics['persistent://sample/orders/created'];
    created!.globalPolicies = { messageTTL: 600 };
    const planned = await operator.request('POST', POLICY_CODE_PLAN_PATH, { document: stringify(read) });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json<PolicyPlanResponse>().calls).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: '/admin/v2/persistent/sample/orders/created/maxProducers?isGlobal=true',
        groupKind: 'topic-global',
      }),
    ]);
  });

  it('compares two environments: one changed retention is one difference', async () => {
    const before = await operator.request('POST', POLICY_CODE_DIFF_PATH, {
      scope: 'namespace',
      name: 'sample/payments',
      with: { environment: 'target' },
    });
    expect(before.json<PolicyDiffResponse>()).toEqual({ differences: [] });
    await admin(target, 'POST', '/admin/v2/namespaces/sample/payments/retention', {
      retentionTimeInMinutes: 60,
      retentionSizeInMB: 100,
    });
    await admin(source, 'POST', '/admin/v2/namespaces/sample/payments/retention', {
      retentionTimeInMinutes: 120,
      retentionSizeInMB: 100,
    });
    const answer = await operator.request('POST', POLICY_CODE_DIFF_PATH, {
      scope: 'namespace',
      name: 'sample/payments',
      with: { environment: 'target' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<PolicyDiffResponse>().differences).toEqual([
      {
        path: [
          'tenants',
          'sample',
          'namespaces',
          'payments',
          'policies',
          'retention',
          'retentionTimeInMinutes',
        ],
        kind: 'changed',
        before: 120,
        after: 60,
      },
    ]);
  });

  it('compares an environment with a file', async () => {
    const document = (await exported(operator, 'namespace', 'sample/orders')).replace(
      'messageTTL: 86400',
      'messageTTL: 3600',
    );
    const answer = await operator.request('POST', POLICY_CODE_DIFF_PATH, { with: { document } });
    expect(answer.json<PolicyDiffResponse>().differences).toEqual([
      {
        path: ['tenants', 'sample', 'namespaces', 'orders', 'policies', 'messageTTL'],
        kind: 'changed',
        before: 86400,
        after: 3600,
      },
    ]);
  });

  it('leaves the offload policies’ S3 secret out of the document', async () => {
    await admin(source, 'POST', '/admin/v2/namespaces/acme/analytics/offloadPolicies', {
      managedLedgerOffloadDriver: 'aws-s3',
      s3ManagedLedgerOffloadBucket: 'archive',
      s3ManagedLedgerOffloadRegion: 'eu-west-1',
      s3ManagedLedgerOffloadCredentialId: 'AKIAEXAMPLE',
      s3ManagedLedgerOffloadCredentialSecret: 'never-exported-secret',
    });
    const yaml = await exported(operator, 'namespace', 'acme/analytics');
    expect(yaml).toContain('s3ManagedLedgerOffloadBucket: archive');
    expect(yaml).not.toContain('never-exported-secret');
    expect(yaml).not.toContain('s3ManagedLedgerOffloadCredentialSecret');
  });

  it('exports a whole environment for super users, with its tenants and clusters', async () => {
    const document = parse(await exported(operator, 'environment')) as {
      tenants: Record<string, unknown>;
      clusters: Record<string, unknown>;
    };
    expect(Object.keys(document.tenants)).toEqual(['acme', 'public', 'sample']);
    expect(Object.keys(document.clusters)).toEqual(['standalone']);
  });

  it('lets a tenant admin export and plan only its own tenants', async () => {
    const tenantAdmin = await server.loggedInTenantAdmin(['acme']);
    tenantAdmin.environment = 'source';
    expect((await tenantAdmin.request('GET', exportPath('namespace', 'acme/iot'))).statusCode).toBe(200);
    expect((await tenantAdmin.request('GET', exportPath('namespace', 'sample/orders'))).statusCode).toBe(403);
    expect((await tenantAdmin.request('GET', exportPath('environment'))).statusCode).toBe(403);

    const document = await exported(operator, 'namespace', 'sample/orders');
    const planned = await operator.request('POST', POLICY_CODE_PLAN_PATH, {
      document,
      renameNamespace: 'sample/new',
    });
    const { calls } = planned.json<PolicyPlanResponse>();
    const preview = await tenantAdmin.request('POST', CHANGES_PREVIEW_PATH, { calls });
    expect(preview.json<ChangesPreviewResponse>()).toMatchObject({ allowed: 0, forbidden: calls.length });
    expect((await tenantAdmin.request('POST', CHANGES_APPLY_PATH, { calls })).statusCode).toBe(403);
  });

  it('refuses a document that is not YAML or not a Beacon policy document, naming where', async () => {
    const broken = await operator.request('POST', POLICY_CODE_PLAN_PATH, { document: 'a: [b' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toMatch(/^The document is not valid YAML/);
    const other = await operator.request('POST', POLICY_CODE_PLAN_PATH, {
      document: 'beaconPolicies: 2\nscope: namespace',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json<{ message: string }>().message).toMatch(/at beaconPolicies/);
    const unknownPolicy = await operator.request('POST', POLICY_CODE_PLAN_PATH, {
      document:
        'beaconPolicies: 1\nscope: namespace\nname: sample/orders\ntenants:\n  sample:\n    namespaces:\n      orders:\n        policies:\n          retentionn: 5\n',
    });
    expect(unknownPolicy.statusCode).toBe(400);
    expect(unknownPolicy.json<{ message: string }>().message).toMatch(/'retentionn' is not a policy/);
    expect((await operator.request('GET', exportPath('namespace', 'sample/none'))).statusCode).toBe(404);
    expect((await operator.request('GET', exportPath('namespace', 'sample'))).statusCode).toBe(400);
  });
});
