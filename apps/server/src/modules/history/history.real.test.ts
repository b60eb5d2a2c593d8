// History with restore on the pulsar-real project's 4.0.7 broker (decision 0095): a namespace's
// retention changed through Beacon is kept with its value before and after as the broker answers
// them; restoring the older version through the change plan puts it back and is kept in turn; a
// dynamic broker setting's override is kept and its removal restored.
import {
  CHANGES_APPLY_PATH,
  HISTORY_PATH,
  HISTORY_RESTORE_PATH,
  type HistoryEntry,
  type HistoryResponse,
  type HistoryRestoreResponse,
} from '@beacon/contracts';
import { admin } from '@beacon/test-kit/real-pulsar';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerWithSuperuser, SessionClient } from '../../test-support/index.ts';
import { beaconOnRealBroker, realEndpoint, tenantWithNamespace } from '../../test-support/real-broker.ts';

const TENANT = 'history-real';
const SETTING = 'maxConcurrentLookupRequest';
let server: ServerWithSuperuser;
let operator: SessionClient;

beforeAll(async () => {
  ({ server, operator } = await beaconOnRealBroker());
  await tenantWithNamespace(TENANT);
}, 60_000);
afterAll(async () => {
  await admin(realEndpoint(), 'DELETE', `/admin/v2/brokers/configuration/${SETTING}`).catch(() => undefined);
  await server.app.close();
});

const history = async (kind: string, name: string): Promise<HistoryEntry[]> => {
  const answer = await operator.request(
    'GET',
    `${HISTORY_PATH}?kind=${kind}&name=${encodeURIComponent(name)}`,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<HistoryResponse>().entries;
};

/** The restore's calls for one version, applied through the change plan. */
const restore = async (id: string, version: 'before' | 'after') => {
  const plan = await operator.request('POST', HISTORY_RESTORE_PATH, { id, version });
  expect(plan.statusCode, plan.body).toBe(200);
  const { calls } = plan.json<HistoryRestoreResponse>();
  const applied = await operator.request('POST', CHANGES_APPLY_PATH, { calls });
  expect(applied.body).toContain('"result":"applied"');
  return calls;
};

it('keeps a retention’s before and after, and restores the older one', async () => {
  const namespace = `${TENANT}/ns`;
  const path = `/admin/v2/namespaces/${namespace}/retention`;
  const old = { retentionTimeInMinutes: 60, retentionSizeInMB: 100 };
  const changed = { retentionTimeInMinutes: 120, retentionSizeInMB: 200 };
  for (const value of [old, changed])
    expect((await operator.request('POST', path, value)).statusCode).toBe(204);

  const [latest, first] = await history('namespace', namespace);
  // 4.0.7 answers an unset retention with 200 and no body: kept as null.
  expect(first).toMatchObject({
    subject: 'retention',
    before: { known: true, value: null },
    after: { value: old },
  });
  expect(latest).toMatchObject({
    before: { known: true, value: old },
    after: { known: true, value: changed },
  });

  expect(await restore(latest!.id, 'before')).toMatchObject([{ method: 'POST', path, body: old }]);
  expect(await admin(realEndpoint(), 'GET', path)).toEqual(old);
  const [restored] = await history('namespace', namespace);
  expect(restored).toMatchObject({ before: { value: changed }, after: { value: old }, result: 'success' });

  // Back to the very first version: unset, by Pulsar's DELETE.
  expect(await restore(first!.id, 'before')).toMatchObject([{ method: 'DELETE', path }]);
  const [removed] = await history('namespace', namespace);
  expect(removed).toMatchObject({ before: { value: old }, after: { known: true, value: null } });
});

it('keeps a dynamic broker setting’s override and restores its removal', async () => {
  const set = await operator.request('POST', `/admin/v2/brokers/configuration/${SETTING}/4321`);
  expect(set.statusCode, set.body).toBeLessThan(300);
  const [change] = await history('broker-setting', SETTING);
  expect(change).toMatchObject({ before: { known: true }, after: { known: true, value: '4321' } });
  const before = change!.before.value;

  await restore(change!.id, 'before');
  const values = (await admin(realEndpoint(), 'GET', '/admin/v2/brokers/configuration/values')) as Record<
    string,
    string
  >;
  expect(values[SETTING] ?? null).toEqual(before);
  const [restored] = await history('broker-setting', SETTING);
  expect(restored).toMatchObject({ before: { value: '4321' }, after: { value: before } });
});

it('answers a tenant admin of another tenant 403, naming no value', async () => {
  const stranger = await server.loggedInTenantAdmin(['someone-else']);
  stranger.environment = 'real';
  const refused = await stranger.request('GET', `${HISTORY_PATH}?kind=namespace&name=${TENANT}/ns`);
  expect(refused.statusCode).toBe(403);
  expect(refused.body).not.toContain('retentionTimeInMinutes');
});
