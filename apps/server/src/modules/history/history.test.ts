// History with restore against the simulator (issue 33 item 3, decision 0095): writes through the
// proxy keep the value before and after; the history answers newest first to whoever may read the
// resource; a restore gives the calls that put a version back, refusing what it cannot.
import { startSimulator } from '@beacon/pulsar-sim';
import {
  CHANGES_APPLY_PATH,
  CHANGES_PREVIEW_PATH,
  type ChangesPreviewResponse,
  type HistoryResponse,
  type HistoryRestoreResponse,
} from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

describe('history of versioned resources', () => {
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

  const history = async (session: SessionClient, kind: string, name: string) => {
    const named = name === '' ? '' : `&name=${encodeURIComponent(name)}`;
    const answer = await session.request('GET', `/pulsar-manager/history?kind=${kind}${named}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<HistoryResponse>().entries;
  };
  const restore = (id: string, version: 'before' | 'after') =>
    operator.request('POST', '/pulsar-manager/history/restore', { id, version });
  /** A refusal's message, and whether its `reason` (Pulsar Manager's toast) says the same. */
  const refusal = (answer: { json: <T>() => T }) => {
    const { message, reason } = answer.json<{ message: string; reason: string }>();
    return { message, same: reason === message };
  };
  const rows = () => server.app.database.db.selectFrom('resource_versions').selectAll().execute();

  it('keeps a namespace policy’s value before and after each change, newest first', async () => {
    const first = { retentionTimeInMinutes: 60, retentionSizeInMB: 100 };
    const second = { retentionTimeInMinutes: 120, retentionSizeInMB: 200 };
    expect(
      (await operator.request('POST', '/admin/v2/namespaces/acme/iot/retention', first)).statusCode,
    ).toBe(204);
    expect(
      (await operator.request('POST', '/admin/v2/namespaces/acme/iot/retention', second)).statusCode,
    ).toBe(204);

    const entries = await history(operator, 'namespace', 'acme/iot');
    expect(entries).toMatchObject([
      {
        actor: server.admin.username,
        subject: 'retention',
        scope: '',
        call: 'POST /admin/v2/namespaces/acme/iot/retention',
        result: 'success',
        before: { known: true, value: first },
        after: { known: true, value: second },
      },
      { subject: 'retention', before: { known: true, value: null }, after: { known: true, value: first } },
    ]);
    expect(entries[0]!.at).toBeGreaterThanOrEqual(entries[1]!.at);

    // Putting the older version back: the set with its value; the very first, unset: the DELETE.
    const back = await restore(entries[0]!.id, 'before');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<HistoryRestoreResponse>()).toMatchObject({
      kind: 'namespace',
      name: 'acme/iot',
      subject: 'retention',
      value: first,
      calls: [{ method: 'POST', path: '/admin/v2/namespaces/acme/iot/retention', body: first }],
    });
    const unset = (await restore(entries[1]!.id, 'before')).json<HistoryRestoreResponse>();
    expect(unset.calls).toMatchObject([
      { method: 'DELETE', path: '/admin/v2/namespaces/acme/iot/retention' },
    ]);
    // The version the namespace holds now: nothing to do.
    expect((await restore(entries[0]!.id, 'after')).json<HistoryRestoreResponse>().calls).toEqual([]);
  });

  it('restores through the change plan’s preview and apply, and the restore is history too', async () => {
    const old = { retentionTimeInMinutes: 10, retentionSizeInMB: 10 };
    const changed = { retentionTimeInMinutes: 20, retentionSizeInMB: 20 };
    await operator.request('POST', '/admin/v2/namespaces/sample/payments/retention', old);
    await operator.request('POST', '/admin/v2/namespaces/sample/payments/retention', changed);
    const [latest] = await history(operator, 'namespace', 'sample/payments');
    const { calls } = (await restore(latest!.id, 'before')).json<HistoryRestoreResponse>();

    const preview = await operator.request('POST', CHANGES_PREVIEW_PATH, { calls });
    expect(preview.json<ChangesPreviewResponse>()).toMatchObject({ allowed: 1, forbidden: 0 });
    const applied = await operator.request('POST', CHANGES_APPLY_PATH, { calls });
    expect(applied.body).toContain('"result":"applied"');
    const now = await fetch(`${simulator.url}/admin/v2/namespaces/sample/payments/retention`);
    expect(await now.json()).toEqual(old);

    const [restored] = await history(operator, 'namespace', 'sample/payments');
    expect(restored).toMatchObject({
      actor: server.admin.username,
      subject: 'retention',
      result: 'success',
      before: { known: true, value: changed },
      after: { known: true, value: old },
    });
  });

  it('keeps a role’s grant and a topic policy with its scope', async () => {
    await operator.request('POST', '/admin/v2/namespaces/acme/iot/permissions/reader', ['consume']);
    const [grant] = await history(operator, 'namespace', 'acme/iot');
    expect(grant).toMatchObject({
      subject: 'permissions/reader',
      before: { value: null },
      after: { value: ['consume'] },
    });
    expect((await restore(grant!.id, 'before')).json<HistoryRestoreResponse>().calls).toMatchObject([
      { method: 'DELETE', path: '/admin/v2/namespaces/acme/iot/permissions/reader' },
    ]);

    const topic = 'persistent://sample/orders/created';
    const ttl = await operator.request(
      'POST',
      '/admin/v2/persistent/sample/orders/created/messageTTL?messageTTL=90&isGlobal=true',
    );
    expect(ttl.statusCode, ttl.body).toBeLessThan(300);
    const [kept] = await history(operator, 'topic', topic);
    expect(kept).toMatchObject({ subject: 'messageTTL', scope: 'global', after: { known: true, value: 90 } });
    expect((await restore(kept!.id, 'before')).json<HistoryRestoreResponse>().calls).toMatchObject([
      { method: 'DELETE', path: '/admin/v2/persistent/sample/orders/created/messageTTL?isGlobal=true' },
    ]);
  });

  it('keeps a dynamic broker setting, and restores its override or its removal', async () => {
    const set = await operator.request(
      'POST',
      '/admin/v2/brokers/configuration/maxConcurrentLookupRequest/1000',
    );
    expect(set.statusCode).toBe(200);
    const [change] = await history(operator, 'broker-setting', 'maxConcurrentLookupRequest');
    expect(change).toMatchObject({
      subject: 'maxConcurrentLookupRequest',
      before: { value: null },
      after: { value: '1000' },
    });
    expect((await restore(change!.id, 'before')).json<HistoryRestoreResponse>().calls).toMatchObject([
      { method: 'DELETE', path: '/admin/v2/brokers/configuration/maxConcurrentLookupRequest' },
    ]);
    await operator.request('DELETE', '/admin/v2/brokers/configuration/maxConcurrentLookupRequest');
    // Without a name: every dynamic setting's changes, each naming its setting.
    expect((await history(operator, 'broker-setting', '')).map((entry) => entry.name)).toEqual([
      'maxConcurrentLookupRequest',
      'maxConcurrentLookupRequest',
    ]);
    expect((await restore(change!.id, 'after')).json<HistoryRestoreResponse>().calls).toMatchObject([
      { method: 'POST', path: '/admin/v2/brokers/configuration/maxConcurrentLookupRequest/1000' },
    ]);
  });

  it('keeps a tenant’s info; a version where it did not exist is not restored', async () => {
    await operator.request('PUT', '/admin/v2/tenants/history-made', {
      allowedClusters: ['standalone'],
      adminRoles: [],
    });
    await operator.request('POST', '/admin/v2/tenants/history-made', {
      allowedClusters: ['standalone'],
      adminRoles: ['ops'],
    });
    const [update, creation] = await history(operator, 'tenant', 'history-made');
    expect(creation).toMatchObject({
      before: { known: true, value: null },
      after: { value: { adminRoles: [] } },
    });
    expect(update).toMatchObject({ after: { value: { adminRoles: ['ops'] } } });
    expect((await restore(update!.id, 'before')).json<HistoryRestoreResponse>().calls).toMatchObject([
      { method: 'POST', path: '/admin/v2/tenants/history-made', body: { adminRoles: [] } },
    ]);
    const gone = await restore(creation!.id, 'before');
    expect(gone.statusCode).toBe(409);
    expect(refusal(gone)).toEqual({ message: expect.stringMatching(/did not exist/) as string, same: true });
  });

  it('keeps a refused write as a failure, and an unreadable value as unknown', async () => {
    const refused = await operator.request('POST', '/admin/v2/namespaces/acme/missing/retention', {
      retentionTimeInMinutes: 1,
      retentionSizeInMB: 1,
    });
    expect(refused.statusCode).toBe(404);
    const [failure] = await history(operator, 'namespace', 'acme/missing');
    expect(failure).toMatchObject({
      result: 'failure',
      error: 'Pulsar answered 404',
      before: { known: false },
      after: { known: false },
    });
    const unknown = await restore(failure!.id, 'before');
    expect(unknown.statusCode).toBe(409);
  });

  it('costs reads nothing: a GET keeps no history', async () => {
    const before = (await rows()).length;
    await operator.request('GET', '/admin/v2/namespaces/acme/iot/retention');
    await operator.request('GET', '/admin/v2/tenants/acme');
    expect((await rows()).length).toBe(before);
  });

  it('answers a tenant admin only for its tenants, and super-only kinds not at all', async () => {
    const admin = await server.loggedInTenantAdmin(['acme']);
    admin.environment = 'demo';
    expect((await history(admin, 'namespace', 'acme/iot')).length).toBeGreaterThan(0);
    const other = await admin.request('GET', '/pulsar-manager/history?kind=namespace&name=sample/orders');
    expect(other.statusCode).toBe(403);
    expect(refusal(other).same).toBe(true);
    const setting = await admin.request(
      'GET',
      '/pulsar-manager/history?kind=broker-setting&name=maxConcurrentLookupRequest',
    );
    expect(setting.statusCode).toBe(403);
    await operator.request('POST', '/admin/v2/namespaces/sample/orders/retention', {
      retentionTimeInMinutes: 30,
      retentionSizeInMB: 30,
    });
    const [change] = await history(operator, 'namespace', 'sample/orders');
    const stranger = await admin.request('POST', '/pulsar-manager/history/restore', {
      id: change!.id,
      version: 'before',
    });
    expect(stranger.statusCode).toBe(403);
  });

  it('is documented in the console’s OpenAPI', async () => {
    const paths = (await operator.request('GET', '/pulsar-manager/openapi.json')).json<{
      paths: Record<string, Record<string, { summary?: string }>>;
    }>().paths;
    expect(paths['/pulsar-manager/history']?.get?.summary).toMatch(/changes/);
    expect(paths['/pulsar-manager/history/restore']?.post?.summary).toMatch(/version back/);
  });

  it('refuses a malformed question with its reason', async () => {
    for (const query of [
      'kind=queue&name=x',
      'kind=namespace&name=acme',
      'kind=topic&name=acme/iot/x',
      'kind=tenant',
    ]) {
      const answer = await operator.request('GET', `/pulsar-manager/history?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(refusal(answer).message, query).not.toBe('');
    }
    const missing = await operator.request('POST', '/pulsar-manager/history/restore', {
      id: 'nope',
      version: 'before',
    });
    expect(missing.statusCode).toBe(404);
  });
});
