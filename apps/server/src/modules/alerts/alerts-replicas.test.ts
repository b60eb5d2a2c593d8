// Two Beacon replicas on one database (as the collector lease tests run them): only the lease holder
// evaluates, its transitions are fenced by the lease, and the deliveries are claimed before they are
// sent, so one firing is one notification whichever replicas pass and deliver.
import type { AlertsResponse } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';
import { addEnvironment, frozenSimulator, type Simulator } from '../../test-support/catalog-helpers.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver.ts';

describe('backlog alerts on two replicas', () => {
  let simulator: Simulator;
  let first: ServerWithSuperuser;
  let second: App;
  let session: SessionClient;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    simulator = await frozenSimulator('demo');
    receiver = await startWebhookReceiver(19_710);
    first = await createServerWithSuperuser({ alertDelivery: { pollMs: 60_000 } });
    await first.app.server.ready();
    second = await buildApp({
      database: first.app.database,
      config: first.app.config,
      clock: first.app.clock,
      logger: false,
      strictAnswers: true,
    });
    await second.server.ready();
    session = await first.loggedIn();
    await addEnvironment(session, 'demo', simulator);
    const created = await session.request('PUT', '/pulsar-manager/alerts/rules', {
      environment: 'demo',
      name: 'audit backlog',
      kind: 'backlog-messages',
      scope: { tenant: 'sample' },
      subscriptionPattern: 'audit',
      threshold: 10,
      durationSeconds: 30,
      destinations: [{ url: receiver.url, format: 'json', secret: 'replica-secret' }],
    });
    expect(created.statusCode, created.body).toBe(200);
  });
  afterAll(async () => {
    await second.server.close();
    await first.app.close();
    await simulator.close();
    await receiver.close();
  });

  const bothPass = () =>
    Promise.all([first.app.catalog.collector.collectNow(), second.catalog.collector.collectNow()]);
  const bothDeliver = () =>
    Promise.all([first.app.alerts.delivery.runOnce(), second.alerts.delivery.runOnce()]);

  it('sends one notification per firing', async () => {
    await bothPass();
    first.app.clock.advance(30_000);
    simulator.runtime.advance(1_000);
    await bothPass();
    await bothPass();
    await bothDeliver();
    await bothDeliver();

    const alerts = (await session.request('GET', '/pulsar-manager/alerts')).json<AlertsResponse>();
    expect(alerts.current).toMatchObject([{ subscription: 'audit', status: 'firing' }]);
    expect(alerts.history.filter((event) => event.state === 'firing')).toHaveLength(1);
    const rows = await first.app.database.db.selectFrom('alert_notifications').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(receiver.received).toHaveLength(1);
  });

  it('writes nothing from a replica that does not hold the lease', async () => {
    const holder = await first.app.catalog.lease.current();
    const stale = holder?.holder === first.app.catalog.lease.holder ? second : first.app;
    const snapshot = await stale.catalog.store.snapshot('demo');
    expect(snapshot).toBeDefined();
    const before = await first.app.database.db.selectFrom('alert_events').selectAll().execute();
    // The evaluation called as if it held the lease: the fence refuses its writes.
    const transitions = await stale.alerts.evaluator.evaluate(snapshot!, {
      name: 'catalog-collector',
      holder: stale.catalog.lease.holder,
    });
    expect(transitions).toBeUndefined();
    expect(await first.app.database.db.selectFrom('alert_events').selectAll().execute()).toEqual(before);
  });
});
