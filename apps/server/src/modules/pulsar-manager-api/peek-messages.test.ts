// The peek against a broker scripted at the network boundary: Pulsar 4.0's JSON property header, a
// batched entry split as the admin client splits it, the end of the backlog (404), and a refusal
// passed on with Pulsar's reason.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type FakeBroker,
  type ScriptedAnswer,
  type ServerWithSuperuser,
  type SessionClient,
  startFakeBroker,
} from '../../test-support/index.ts';
import { splitBatch } from './message-batch.ts';

const SUBSCRIPTION = '/admin/v2/persistent/t1/ns1/orders/subscription/sub-a';

/** One message of a batch: [size][SingleMessageMetadata{properties = 1, payload_size = 3}][payload]. */
function batchMessage(payload: string, properties: [string, string][]): Buffer {
  const field = (tag: number, bytes: Buffer) => Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
  const metadata = Buffer.concat([
    ...properties.map(([key, value]) =>
      field(0x0a, Buffer.concat([field(0x0a, Buffer.from(key)), field(0x12, Buffer.from(value))])),
    ),
    Buffer.from([0x18, Buffer.byteLength(payload)]),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(metadata.length);
  return Buffer.concat([size, metadata, Buffer.from(payload)]);
}

describe('peek through Pulsar Manager’s route', () => {
  let server: ServerWithSuperuser;
  let superSession: SessionClient;
  let broker: FakeBroker;

  beforeEach(async () => {
    broker = await startFakeBroker({
      answer: (request): ScriptedAnswer => {
        if (request.url === `${SUBSCRIPTION}/position/1`)
          return {
            status: 200,
            headers: {
              'X-Pulsar-Message-ID': '7:1',
              'X-Pulsar-PROPERTY': JSON.stringify({ origin: 'checkout', data: 'not the payload' }),
            },
            body: 'plain',
          };
        if (request.url === `${SUBSCRIPTION}/position/2`)
          return {
            status: 200,
            headers: { 'X-Pulsar-Message-ID': '7:2', 'X-Pulsar-num-batch-message': '2' },
            body: Buffer.concat([batchMessage('one', [['k', 'v']]), batchMessage('two', [])]).toString(
              'latin1',
            ),
          };
        if (request.url === '/admin/v2/persistent/t1/ns1/gone/subscription/sub-a/position/1')
          return { status: 404, body: JSON.stringify({ reason: 'Subscription not found' }) };
        if (request.url === '/admin/v2/persistent/t1/ns1/locked/subscription/sub-a/position/1')
          return { status: 412, body: JSON.stringify({ reason: 'Topic is fenced' }) };
        if (request.url === '/admin/v2/persistent/t1/ns1/private/subscription/sub-a/position/1')
          return { status: 401, body: JSON.stringify({ reason: 'Client is not authorized to peek' }) };
        if (request.url === '/admin/v2/clusters') return { status: 200, body: '["standalone"]' };
        return { status: 404, body: JSON.stringify({ reason: 'Message not found' }) };
      },
    });
    server = await createServerWithSuperuser();
    superSession = await server.loggedIn();
    await superSession.addEnvironment({ name: 'scripted', broker: broker.url });
  });
  afterEach(async () => {
    await server.app.close();
    await broker.close();
  });

  const peek = (path: string, session = superSession) =>
    server.app.server.inject({
      method: 'GET',
      url: `/pulsar-manager${path}`,
      headers: { token: session.token ?? '', environment: 'scripted' },
    });

  it('reads 4.0’s JSON properties, splits a batch and stops at the end of the backlog', async () => {
    const answer = await peek(`${SUBSCRIPTION}/10`);
    expect(answer.statusCode, answer.body).toBe(200);
    const messages = answer.json<{ data: Record<string, unknown>[] }>().data;
    expect(messages).toEqual([
      {
        origin: 'checkout',
        ledgerId: 7,
        entryId: 1,
        batch: false,
        data: Buffer.from('plain').toString('base64'),
      },
      {
        k: 'v',
        ledgerId: 7,
        entryId: 2,
        batchIndex: 0,
        batch: true,
        data: Buffer.from('one').toString('base64'),
      },
      { ledgerId: 7, entryId: 2, batchIndex: 1, batch: true, data: Buffer.from('two').toString('base64') },
    ]);
    const positions = broker.requests.filter((request) => request.url.includes('/position/'));
    expect(positions.map((request) => request.url.split('/').at(-1))).toEqual(['1', '2', '3']);
    // The read is audited (issue 28 B19).
    const trail = await server.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'environment', 'target', 'result'])
      .where('action', '=', 'proxy.message.read')
      .execute();
    expect(trail).toEqual([
      {
        action: 'proxy.message.read',
        environment: 'scripted',
        target: `GET /pulsar-manager${SUBSCRIPTION}/10`,
        result: 'success',
      },
    ]);
  });

  it('asks no further than the number wanted, counting a batch’s messages', async () => {
    const answer = await peek(`${SUBSCRIPTION}/2`);
    expect(answer.json<{ data: unknown[] }>().data).toHaveLength(2);
    expect(broker.requests.filter((request) => request.url.includes('/position/'))).toHaveLength(2);
  });

  it('answers an empty list where the first position is missing, as the admin client does', async () => {
    const answer = await peek('/admin/v2/persistent/t1/ns1/gone/subscription/sub-a/3');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: [] });
  });

  it('passes Pulsar’s refusal on with its reason, and refuses a count out of range', async () => {
    const refused = await peek('/admin/v2/persistent/t1/ns1/locked/subscription/sub-a/3');
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ reason: 'Topic is fenced' });
    // Refused as Pulsar Manager's front end can show it (422; Beacon's web gets 400, decision 0056).
    for (const count of ['0', '101', 'x']) {
      expect((await peek(`${SUBSCRIPTION}/${count}`)).statusCode).toBe(422);
    }
  });

  it('passes on a 401 the token itself does not cause as a 403 with Pulsar’s reason, not as a log-out', async () => {
    // Before, every broker 401 read "update the environment's token" (502), hiding Pulsar's reason.
    const refused = await peek('/admin/v2/persistent/t1/ns1/private/subscription/sub-a/3');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      reason:
        "Environment 'scripted' does not allow this call with Beacon's broker token (401): Client is not authorized to peek",
    });
  });

  it('lets a tenant admin peek in their tenant only, once a role grants reading messages there', async () => {
    const superSession = await server.loggedIn();
    const admin = await superSession.createTenantAdmin(['t1', 't2']);
    const tenantAdmin = await server.loginAs(admin.username, admin.password);
    // Administering the tenant is not enough to see what its messages say (issue 30 item 6).
    const refused = await peek(`${SUBSCRIPTION}/1`, tenantAdmin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      reason: 'Reading the messages of tenant t1 needs the READ_MESSAGES grant in one of your roles',
    });

    await superSession.grantRole(admin.username, 't1', 'ADMIN,READ_MESSAGES');
    const reader = await server.loginAs(admin.username, admin.password);
    expect((await peek(`${SUBSCRIPTION}/1`, reader)).statusCode).toBe(200);
    const elsewhere = await peek('/admin/v2/persistent/t2/ns1/orders/subscription/sub-a/1', reader);
    expect(elsewhere.statusCode).toBe(403);
  });

  it('splitBatch refuses bytes that are not the batch announced', () => {
    expect(splitBatch(Buffer.from('plain'), 2)).toBeUndefined();
    expect(splitBatch(batchMessage('one', []), 2)).toBeUndefined();
  });
});
