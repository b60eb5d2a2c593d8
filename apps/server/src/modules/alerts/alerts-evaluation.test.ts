// Backlog alerts against the simulator's demo traffic: sample/orders/created's subscription `audit`
// has no consumer and a growing backlog, `billing` a consumer and a small backlog. Passes of the real
// collector, the test clock moving time; webhooks received by a real HTTP server on a loopback port.
import type { AlertRule, AlertRuleInput, AlertsResponse, AlertWebhookBody } from '@beacon/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';
import { addEnvironment, frozenSimulator, type Simulator } from '../../test-support/catalog-helpers.ts';
import {
  signatureVerifies,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../test-support/webhook-receiver.ts';

const SECRET = 'a-webhook-secret';
const METRICS_TOKEN = 'metrics-token-for-alerts';
const TOPIC = 'persistent://sample/orders/created';

describe('backlog alerts over collector passes', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let session: SessionClient;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    simulator = await frozenSimulator('demo');
    server = await createServerWithSuperuser({
      alertDelivery: { attemptTimeoutMs: 400, maxAttempts: 3, backoffMs: 30, pollMs: 60_000 },
      metricsToken: METRICS_TOKEN,
    });
    session = await server.loggedIn();
    receiver = await startWebhookReceiver(19_700);
    await addEnvironment(session, 'demo', simulator);
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
    await receiver.close();
  });
  beforeEach(async () => {
    const db = server.app.database.db;
    for (const table of ['alert_rules', 'alert_states', 'alert_events', 'alert_notifications'] as const)
      await db.deleteFrom(table).execute();
    receiver.received.length = 0;
    receiver.answer = ['ok'];
    // Ten more seconds of traffic: `audit` has a backlog again (the first test skips it).
    simulator.runtime.advance(10_000);
  });

  const pass = () => server.app.catalog.collector.collectNow();
  const deliver = () => server.app.alerts.delivery.runOnce();
  async function createRule(input: Partial<AlertRuleInput>): Promise<AlertRule> {
    const response = await session.request('PUT', '/pulsar-manager/alerts/rules', {
      environment: 'demo',
      name: 'orders backlog',
      kind: 'backlog-messages',
      scope: { tenant: 'sample', namespace: 'orders' },
      threshold: 100,
      durationSeconds: 60,
      destinations: [{ url: receiver.url, format: 'json', secret: SECRET }],
      ...input,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AlertRule>();
  }
  const alerts = async () => (await session.request('GET', '/pulsar-manager/alerts')).json<AlertsResponse>();

  it('goes pending, fires after the duration with one signed delivery, and resolves when the backlog clears', async () => {
    const rule = await createRule({ subscriptionPattern: 'aud*' });
    await pass();
    let now = await alerts();
    expect(now.current).toMatchObject([{ topic: TOPIC, subscription: 'audit', status: 'pending' }]);
    expect(now.history).toEqual([]);

    // Held for 30 s of the 60: still pending, nothing sent.
    server.app.clock.advance(30_000);
    await pass();
    expect((await alerts()).current[0]?.status).toBe('pending');
    await deliver();
    expect(receiver.received).toHaveLength(0);

    server.app.clock.advance(30_000);
    await pass();
    now = await alerts();
    expect(now.current).toMatchObject([{ subscription: 'audit', status: 'firing' }]);
    expect(now.history).toMatchObject([{ state: 'firing', subscription: 'audit' }]);
    await deliver();
    expect(receiver.received).toHaveLength(1);
    const delivery = receiver.received[0]!;
    expect(signatureVerifies(delivery, SECRET)).toBe(true);
    expect(signatureVerifies(delivery, 'another-secret')).toBe(false);
    const body = JSON.parse(delivery.body) as AlertWebhookBody;
    expect(body).toMatchObject({
      version: 1,
      state: 'firing',
      rule: { id: rule.id, name: 'orders backlog', kind: 'backlog-messages', threshold: 100 },
      environment: 'demo',
      topic: TOPIC,
      subscription: 'audit',
    });
    expect(body.value).toBeGreaterThan(100);

    // Another pass while firing: no second delivery.
    await pass();
    await deliver();
    expect(receiver.received).toHaveLength(1);

    // The backlog is skipped: the alert resolves, once.
    const skipped = await fetch(
      `${simulator.url}/admin/v2/persistent/sample/orders/created/subscription/audit/skip_all`,
      {
        method: 'POST',
      },
    );
    expect(skipped.status).toBe(204);
    server.app.clock.advance(30_000);
    await pass();
    now = await alerts();
    expect(now.current).toEqual([]);
    expect(now.history.map((event) => event.state)).toEqual(['resolved', 'firing']);
    await deliver();
    expect(receiver.received).toHaveLength(2);
    expect(JSON.parse(receiver.received[1]!.body)).toMatchObject({
      state: 'resolved',
      subscription: 'audit',
    });
  });

  it('sends Slack-compatible text when the destination asks for it', async () => {
    await createRule({
      kind: 'no-consumers',
      durationSeconds: 0,
      // The demo's `audit` on orders/created has a backlog and no consumer (its `notifications` has
      // a blocked one, the subscription doctor's example).
      subscriptionPattern: 'audit',
      scope: { tenant: 'sample' },
      destinations: [{ url: receiver.url, format: 'slack', secret: SECRET }],
    });
    await pass();
    await deliver();
    expect(receiver.received).toHaveLength(1);
    const body = JSON.parse(receiver.received[0]!.body) as { text: string };
    expect(Object.keys(body)).toEqual(['text']);
    expect(body.text).toContain('FIRING');
    expect(body.text).toContain('subscription audit of persistent://sample/orders/created');
    expect(body.text).toContain('no consumer is connected');
    expect(signatureVerifies(receiver.received[0]!, SECRET)).toBe(true);
  });

  it('retries a delivery the receiver failed, with the same body and a fresh signature', async () => {
    receiver.answer = ['fail', 'ok'];
    await createRule({ durationSeconds: 0, subscriptionPattern: 'audit' });
    await pass();
    await deliver();
    expect(receiver.received).toHaveLength(1);
    const [row] = await server.app.database.db.selectFrom('alert_notifications').selectAll().execute();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'the webhook answered HTTP 500',
    });
    // After the backoff (30 ms) the retry is sent and accepted.
    await new Promise((resolve) => setTimeout(resolve, 80));
    await deliver();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(signatureVerifies(receiver.received[1]!, SECRET)).toBe(true);
    const [sent] = await server.app.database.db.selectFrom('alert_notifications').selectAll().execute();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the bounded attempts', async () => {
    receiver.answer = ['fail'];
    await createRule({ durationSeconds: 0, subscriptionPattern: 'audit' });
    await pass();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await deliver();
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(receiver.received).toHaveLength(3);
    const [row] = await server.app.database.db.selectFrom('alert_notifications').selectAll().execute();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('a hanging receiver times out without holding up the evaluation', async () => {
    receiver.answer = ['hang'];
    await createRule({ durationSeconds: 0, subscriptionPattern: 'audit' });
    await pass();
    // The pass queued the delivery and returned while the worker, nudged, waits on the receiver: had
    // the pass waited for it, the attempt would be over (timed out, counted) by now.
    const [queued] = await server.app.database.db.selectFrom('alert_notifications').selectAll().execute();
    expect(queued).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await alerts()).current).toMatchObject([{ status: 'firing' }]);
    const waited = performance.now();
    await deliver();
    expect(performance.now() - waited).toBeLessThan(2_000);
    const [row] = await server.app.database.db.selectFrom('alert_notifications').selectAll().execute();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'no answer within 0.4 s' });
  });

  it('reads the bytes and the age of a backlog from the topic’s own stats', async () => {
    // Ten minutes on Beacon's clock since the simulator's messages were published.
    server.app.clock.advance(10 * 60_000);
    await createRule({
      name: 'old audit',
      kind: 'backlog-age',
      threshold: 300,
      durationSeconds: 0,
      subscriptionPattern: 'audit',
    });
    await createRule({
      name: 'big audit',
      kind: 'backlog-bytes',
      threshold: 1_000,
      durationSeconds: 0,
      subscriptionPattern: 'audit',
    });
    await createRule({
      name: 'billing age',
      kind: 'backlog-age',
      threshold: 3_600,
      durationSeconds: 0,
      subscriptionPattern: 'billing',
    });
    await pass();
    const firing = (await alerts()).current;
    expect(firing.map((alert) => alert.ruleName).sort()).toEqual(['big audit', 'old audit']);
    const stats = (await (
      await fetch(
        `${simulator.url}/admin/v2/persistent/sample/orders/created/stats?getEarliestTimeInBacklog=true`,
      )
    ).json()) as {
      subscriptions: Record<string, { backlogSize: number; earliestMsgPublishTimeInBacklog: number }>;
    };
    const audit = stats.subscriptions.audit!;
    expect(firing.find((alert) => alert.ruleName === 'big audit')?.value).toBe(audit.backlogSize);
    expect(firing.find((alert) => alert.ruleName === 'old audit')?.value).toBe(
      Math.round((server.app.clock.now() - audit.earliestMsgPublishTimeInBacklog) / 1000),
    );
  });

  it('fires a publish-rate drop only on a topic that was publishing at or above the threshold', async () => {
    await createRule({
      name: 'settled stopped',
      kind: 'publish-rate-drop',
      scope: {
        topicPattern: '^persistent://sample/(payments|orders)/(settled|shipped)$',
        patternSyntax: 'regex',
      },
      threshold: 4.2,
      durationSeconds: 0,
    });
    await pass();
    // settled publishes 4.5 msg/s: armed, not alerting; shipped (4 msg/s) never reached 4.2: never alerts.
    expect((await alerts()).current).toEqual([]);
    const states = await server.app.database.db
      .selectFrom('alert_states')
      .select(['target', 'status'])
      .execute();
    expect(states).toEqual([{ target: 'persistent://sample/payments/settled', status: 'armed' }]);

    // Terminated, the topic takes no more messages; a minute later its rate is below the threshold.
    const terminated = await fetch(`${simulator.url}/admin/v2/persistent/sample/payments/settled/terminate`, {
      method: 'POST',
    });
    expect(terminated.status).toBe(200);
    simulator.runtime.advance(60_000);
    await pass();
    const current = (await alerts()).current;
    expect(current).toMatchObject([
      { topic: 'persistent://sample/payments/settled', status: 'firing', kind: 'publish-rate-drop' },
    ]);
    expect(current[0]!.value).toBeLessThan(4.2);
    expect(current[0]!.subscription).toBeUndefined();
  });

  it('exports the firing alerts and the deliveries in /metrics', async () => {
    await createRule({ name: 'audit now', durationSeconds: 0, subscriptionPattern: 'audit' });
    await pass();
    await deliver();
    const metrics = await metricsText(server);
    expect(metrics).toContain('beacon_alerts_firing{environment="demo",rule="audit now"} 1');
    expect(metrics).toMatch(/beacon_alert_notifications_total\{result="sent"\} [1-9]/);
  });
});

async function metricsText(server: ServerWithSuperuser): Promise<string> {
  const response = await server.app.server.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}
