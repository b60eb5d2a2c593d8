// The broker page's dynamic configuration editor writes through the proxy (issue 16 item 2): each
// change and delete is sent to the broker the page names (`x-pulsar-broker`) and is audited with who,
// where, what and how it ended, Pulsar's refusals included.
import { startSimulator } from '@beacon/pulsar-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

describe('dynamic configuration through the proxy', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let superSession: SessionClient;

  beforeAll(async () => {
    simulator = await startSimulator({ scenario: 'demo', port: 0, traffic: false });
    server = await createServerWithSuperuser();
    superSession = await server.loggedIn();
    await superSession.addEnvironment({ name: 'demo', broker: simulator.url, bookie: simulator.bookieUrl });
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, broker?: string) =>
    server.app.server.inject({
      method,
      url,
      headers: {
        token: superSession.token!,
        environment: 'demo',
        'x-xsrf-token': superSession.xsrf!,
        cookie: `XSRF-TOKEN=${superSession.xsrf!}`,
        ...(broker ? { 'x-pulsar-broker': broker } : {}),
      },
    });

  const auditOf = (target: string) =>
    server.app.database.db
      .selectFrom('audit_log')
      .select(['actor', 'environment', 'action', 'target', 'result', 'detail'])
      .where('target', '=', target)
      .execute();

  it('audits a change and a delete sent to one broker, and the broker applies them', async () => {
    const brokers = (await call('GET', '/admin/v2/brokers/standalone')).json<string[]>();
    const broker = brokers.at(-1)!;
    const target = 'POST /admin/v2/brokers/configuration/maxConcurrentLookupRequest/1000';

    expect((await call('POST', target.slice(5), broker)).statusCode).toBe(200);
    const runtime = await call('GET', '/admin/v2/brokers/configuration/runtime', broker);
    expect(runtime.json<Record<string, string>>()).toMatchObject({
      maxConcurrentLookupRequest: '1000',
      advertisedAddress: broker.slice(0, broker.lastIndexOf(':')),
      // An Optional<Integer> field, as String.valueOf writes it.
      webServicePort: `Optional[${broker.slice(broker.lastIndexOf(':') + 1)}]`,
    });
    expect(await auditOf(target)).toMatchObject([
      {
        actor: server.admin.username,
        environment: 'demo',
        action: 'proxy.broker.write',
        result: 'success',
      },
    ]);

    const deleted = 'DELETE /admin/v2/brokers/configuration/maxConcurrentLookupRequest';
    expect((await call('DELETE', deleted.slice(7), broker)).statusCode).toBe(200);
    expect(await auditOf(deleted)).toMatchObject([{ action: 'proxy.broker.write', result: 'success' }]);
  });

  it('audits a refusal as a failure and passes Pulsar’s reason on', async () => {
    const target = 'POST /admin/v2/brokers/configuration/brokerServicePort/6651';
    const refused = await call('POST', target.slice(5));
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toEqual({ reason: "Can't update non-dynamic configuration" });
    const [row] = await auditOf(target);
    expect(row).toMatchObject({ action: 'proxy.broker.write', result: 'failure' });
    expect(JSON.parse(row!.detail)).toMatchObject({ status: 412 });
  });
});
