// The change plan against the simulator (issue 33): a preview marks each call allowed or forbidden by
// the permission table without calling Pulsar; an apply sends them in order through the proxy's
// steps, audits each call as a proxied write, and stops at the first refusal with Pulsar's reason; a
// dry run sends nothing; a tenant admin's plan reaching outside its tenants is refused whole.
import { startSimulator } from '@beacon/pulsar-sim';
import {
  type ApplyLine,
  CHANGES_APPLY_PATH,
  CHANGES_PREVIEW_PATH,
  type ChangesPreviewResponse,
  type PlannedCall,
} from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const retention = (namespace: string, minutes: number): PlannedCall => ({
  method: 'POST',
  path: `/admin/v2/namespaces/${namespace}/retention`,
  body: { retentionTimeInMinutes: minutes, retentionSizeInMB: 100 },
  summary: `Set the retention of ${namespace}`,
  group: namespace,
});

const lines = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ApplyLine);

describe('the change plan', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let operator: SessionClient;

  beforeAll(async () => {
    simulator = await startSimulator({ scenario: 'demo', port: 0, traffic: false });
    server = await createServerWithSuperuser();
    operator = await server.loggedIn();
    await operator.addEnvironment({ name: 'demo', broker: simulator.url, bookie: simulator.bookieUrl });
    operator.environment = 'demo';
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  /** Null while unset (Pulsar's 204). */
  const readRetention = async (namespace: string): Promise<unknown> => {
    const text = await (await fetch(`${simulator.url}/admin/v2/namespaces/${namespace}/retention`)).text();
    return text === '' ? null : JSON.parse(text);
  };
  const auditOf = (target: string) =>
    server.app.database.db
      .selectFrom('audit_log')
      .select(['actor', 'environment', 'action', 'result', 'detail'])
      .where('target', '=', target)
      .execute();

  it('previews each call for a super user without calling Pulsar', async () => {
    const answer = await operator.request('POST', CHANGES_PREVIEW_PATH, {
      calls: [retention('acme/iot', 60)],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<ChangesPreviewResponse>()).toMatchObject({
      allowed: 1,
      forbidden: 0,
      calls: [{ allowed: true, permission: 'namespace.policy.write', group: 'acme/iot' }],
    });
    expect(await readRetention('acme/iot')).toBeNull();
  });

  it('applies the calls in order, auditing each as a proxied write', async () => {
    const answer = await operator.request('POST', CHANGES_APPLY_PATH, {
      calls: [
        { method: 'PUT', path: '/admin/v2/namespaces/acme/planned', summary: 'Create acme/planned' },
        retention('acme/planned', 90),
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/application\/x-ndjson/);
    expect(lines(answer.body)).toEqual([
      { kind: 'started', total: 2, dryRun: false },
      { kind: 'call', index: 0, outcome: 'applied', status: 204 },
      { kind: 'call', index: 1, outcome: 'applied', status: 204 },
      { kind: 'end', result: 'applied', total: 2, applied: 2 },
    ]);
    expect(await readRetention('acme/planned')).toEqual({
      retentionTimeInMinutes: 90,
      retentionSizeInMB: 100,
    });
    expect(await auditOf('POST /admin/v2/namespaces/acme/planned/retention')).toMatchObject([
      {
        actor: server.admin.username,
        environment: 'demo',
        action: 'proxy.namespace.policy.write',
        result: 'success',
      },
    ]);
  });

  it('stops at the first refusal with Pulsar’s reason, and sends nothing after it', async () => {
    const answer = await operator.request('POST', CHANGES_APPLY_PATH, {
      calls: [
        retention('acme/analytics', 30),
        retention('acme/nowhere', 30),
        retention('sample/payments', 30),
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [started, first, refused, end] = lines(answer.body);
    expect(started).toMatchObject({ kind: 'started', total: 3 });
    expect(first).toMatchObject({ index: 0, outcome: 'applied' });
    expect(refused).toMatchObject({ index: 1, outcome: 'refused', status: 404, refusedBy: 'pulsar' });
    expect(refused).toHaveProperty('reason', expect.stringMatching(/does not exist/i));
    expect(end).toMatchObject({ kind: 'end', result: 'stopped', applied: 1, stoppedAt: 1 });
    expect(await readRetention('sample/payments')).toBeNull();
    const [record] = await auditOf('POST /admin/v2/namespaces/acme/nowhere/retention');
    expect(record).toMatchObject({ result: 'failure' });
    expect(JSON.stringify(record?.detail)).toContain('404');
  });

  it('checks every call in a dry run and sends none', async () => {
    const answer = await operator.request('POST', CHANGES_APPLY_PATH, {
      calls: [retention('sample/orders', 5)],
      dryRun: true,
    });
    expect(lines(answer.body)).toEqual([
      { kind: 'started', total: 1, dryRun: true },
      { kind: 'call', index: 0, outcome: 'would-apply' },
      { kind: 'end', result: 'dry-run', total: 1, applied: 0, forbidden: 0 },
    ]);
    expect(await readRetention('sample/orders')).toEqual({
      retentionTimeInMinutes: 1440,
      retentionSizeInMB: 512,
    });
  });

  it('marks a tenant admin’s calls outside its tenants forbidden, and refuses such an apply whole', async () => {
    const admin = await server.loggedInTenantAdmin(['acme']);
    admin.environment = 'demo';
    const calls = [retention('acme/analytics', 15), retention('sample/orders', 15)];
    const preview = await admin.request('POST', CHANGES_PREVIEW_PATH, { calls });
    expect(preview.statusCode, preview.body).toBe(200);
    const checked = preview.json<ChangesPreviewResponse>();
    expect(checked).toMatchObject({ allowed: 1, forbidden: 1 });
    expect(checked.calls[0]).toMatchObject({ allowed: true });
    expect(checked.calls[1]).toMatchObject({ allowed: false });
    expect(checked.calls[1]?.reason).toBeTruthy();

    const dry = lines((await admin.request('POST', CHANGES_APPLY_PATH, { calls, dryRun: true })).body);
    expect(dry[2]).toMatchObject({ index: 1, outcome: 'refused', refusedBy: 'beacon', status: 403 });

    const applied = await admin.request('POST', CHANGES_APPLY_PATH, { calls });
    expect(applied.statusCode).toBe(403);
    expect(applied.json<{ message: string }>().message).toMatch(
      /^Call 2 of 2 \(POST \/admin\/v2\/namespaces\/sample\/orders\/retention\) is not allowed: .*Nothing was applied\.$/,
    );
    expect(await readRetention('acme/analytics')).toEqual({
      retentionTimeInMinutes: 30,
      retentionSizeInMB: 100,
    });
    expect(await auditOf('POST /admin/v2/namespaces/sample/orders/retention')).toMatchObject([
      { action: 'proxy.denied', result: 'failure' },
    ]);
  });

  it('refuses a malformed plan, an unknown environment and a path outside Pulsar’s admin API', async () => {
    expect((await operator.request('POST', CHANGES_PREVIEW_PATH, { calls: [] })).statusCode).toBe(400);
    const outside = await operator.request('POST', CHANGES_PREVIEW_PATH, {
      calls: [{ method: 'POST', path: '/pulsar-manager/users/user', summary: 'no' }],
    });
    expect(outside.statusCode).toBe(400);
    const stranger = await server.loggedIn();
    stranger.environment = 'nowhere';
    const unknown = await stranger.request('POST', CHANGES_PREVIEW_PATH, {
      calls: [retention('acme/iot', 1)],
    });
    expect(unknown.statusCode).toBe(400);
  });
});
