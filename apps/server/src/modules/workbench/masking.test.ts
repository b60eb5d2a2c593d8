// Masking rules (issue 30 item 6, decision 0073) on the real server and the simulator: a masked
// field keeps its place and loses its content in a read, a filter on it cannot match its content,
// rules hold per environment and topic pattern, only super users manage them, bad input is a 400.
import {
  MASKED_MARKER,
  type ErrorResponse,
  type MaskingRule,
  type MaskingRuleInput,
} from '@beacon/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  readThrough,
  startWorkbenchSimulator,
  WORKBENCH_ENVIRONMENT,
  type WorkbenchSimulator,
} from '../../test-support/workbench-simulator.ts';

const RULES = '/pulsar-manager/workbench/masking-rules';
const cards = 'persistent://shop/payments/cards';
const placed = 'persistent://shop/orders/placed';
const everything = { start: { kind: 'earliest' }, stop: { kind: 'now' } } as const;

describe('masking rules hide fields before anything sees them', () => {
  let bench: WorkbenchSimulator;

  // A simulator, a server, environments checked by connecting, topics and messages: more than the
  // default ten seconds on a busy machine.
  beforeAll(async () => {
    bench = await startWorkbenchSimulator();
    await bench.createTopic('shop/payments', 'cards');
    await bench.produce(
      'shop/payments',
      'cards',
      ['4111111111111111', '5500000000000004'].map((number, index) => ({
        payload: JSON.stringify({
          orderId: index,
          card: { number, holder: 'Ada' },
          customer: { email: `ada${String(index)}@example.com` },
          items: [
            { sku: 'a', secret: 's1' },
            { sku: 'b', secret: 's2' },
          ],
        }),
        key: `customer-${String(index)}`,
        properties: { ssn: '123-45-6789', region: 'eu' },
      })),
    );
    await bench.createTopic('shop/orders', 'placed');
    await bench.produce('shop/orders', 'placed', [
      { payload: JSON.stringify({ card: { number: '4111111111111111' } }), key: 'order-0' },
    ]);
    await bench.addEnvironment('other');
  }, 30_000);
  afterAll(() => bench.close());

  async function createRule(rule: MaskingRuleInput): Promise<MaskingRule> {
    const answer = await bench.operator.request('PUT', RULES, rule);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<MaskingRule>();
  }

  // Each test starts with no rule, whatever the one before left.
  afterEach(async () => {
    const listed = await bench.operator.request('GET', RULES);
    for (const rule of listed.json<{ data: MaskingRule[] }>().data)
      expect((await bench.operator.request('DELETE', `${RULES}/${rule.id}`)).statusCode).toBe(200);
  });

  it('hides the fields a rule names in a read, keeping their place', async () => {
    await createRule({
      environment: WORKBENCH_ENVIRONMENT,
      topicPattern: 'persistent://shop/payments/*',
      fields: ['value.card.number', 'value.items.secret', 'properties.ssn', 'key'],
    });
    const { answer, messages } = await readThrough(bench.operator, { ...everything, topics: [cards] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(message.key).toBe(MASKED_MARKER);
      expect(message.properties).toEqual({ ssn: MASKED_MARKER, region: 'eu' });
      expect(message.value?.format).toBe('text');
      const value = JSON.parse((message.value as { value: string }).value) as Record<string, unknown>;
      expect(value).toMatchObject({
        card: { number: MASKED_MARKER, holder: 'Ada' },
        items: [
          { sku: 'a', secret: MASKED_MARKER },
          { sku: 'b', secret: MASKED_MARKER },
        ],
      });
    }
    expect(answer.body).not.toContain('4111111111111111');
    expect(answer.body).not.toContain('123-45-6789');
    expect(answer.body).not.toContain('customer-0');
  });

  it('masks before the filter: a filter on a hidden field cannot match its real content', async () => {
    await createRule({
      environment: WORKBENCH_ENVIRONMENT,
      topicPattern: cards,
      fields: ['value.card.number', 'properties.ssn'],
    });
    const byNumber = await readThrough(bench.operator, {
      ...everything,
      topics: [cards],
      filter: 'value.card.number == "4111111111111111"',
    });
    expect(byNumber.messages).toEqual([]);
    expect(byNumber.last).toMatchObject({ kind: 'end', read: 2, matched: 0 });
    const byPrefix = await readThrough(bench.operator, {
      ...everything,
      topics: [cards],
      filter: 'value.card.number.startsWith("4") || properties.ssn.startsWith("1")',
    });
    expect(byPrefix.messages).toEqual([]);
    // The marker is what the filter sees; the holder, not hidden, still filters.
    const byHolder = await readThrough(bench.operator, {
      ...everything,
      topics: [cards],
      filter: 'value.card.holder == "Ada"',
    });
    expect(byHolder.messages).toHaveLength(2);
  });

  it('holds per environment and topic pattern, for super users too', async () => {
    await createRule({ environment: 'other', topicPattern: 'persistent://shop/*/cards', fields: ['value'] });
    await createRule({ environment: '*', topicPattern: 'persistent://*/orders/*', fields: ['value.card'] });

    const inSecured = await readThrough(bench.operator, { ...everything, topics: [cards] });
    expect(inSecured.answer.body).toContain('4111111111111111');

    bench.operator.environment = 'other';
    const inOther = await readThrough(bench.operator, { ...everything, topics: [cards] });
    bench.operator.environment = WORKBENCH_ENVIRONMENT;
    expect(inOther.messages.map((message) => message.value)).toEqual([
      { format: 'text', value: MASKED_MARKER },
      { format: 'text', value: MASKED_MARKER },
    ]);
    // Outside the pattern's topics, what the rule names stays.
    expect(inOther.messages[0]!.key).toBe('customer-0');

    const orders = await readThrough(bench.operator, { ...everything, topics: [placed] });
    expect(orders.messages.map((message) => message.value)).toEqual([
      { format: 'text', value: JSON.stringify({ card: MASKED_MARKER }) },
    ]);
  });

  it('lists, changes and deletes rules, each change audited', async () => {
    const rule = await createRule({
      environment: WORKBENCH_ENVIRONMENT,
      topicPattern: cards,
      fields: ['key', 'key', 'properties.ssn'],
      description: 'Payment cards',
    });
    expect(rule).toMatchObject({ fields: ['key', 'properties.ssn'], createdBy: bench.server.admin.username });

    const changed = await bench.operator.request('POST', `${RULES}/${rule.id}`, {
      environment: WORKBENCH_ENVIRONMENT,
      topicPattern: cards,
      fields: ['properties.ssn'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await readThrough(bench.operator, { ...everything, topics: [cards] })).messages[0]!.key).toBe(
      'customer-0',
    );
    const listed = await bench.operator.request('GET', RULES);
    expect(listed.json<{ data: MaskingRule[] }>().data).toEqual([
      expect.objectContaining({ id: rule.id, fields: ['properties.ssn'], description: '' }),
    ]);

    expect((await bench.operator.request('DELETE', `${RULES}/${rule.id}`)).statusCode).toBe(200);
    expect((await bench.operator.request('DELETE', `${RULES}/${rule.id}`)).statusCode).toBe(404);
    const audited = await bench.server.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'actor'])
      .where('action', 'like', 'masking-rule.%')
      .execute();
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['masking-rule.create', 'masking-rule.update', 'masking-rule.delete']),
    );
  });

  it('is for super users only: a tenant admin may not list or manage rules', async () => {
    const admin = await bench.server.loggedInTenantAdmin(['shop']);
    expect((await admin.request('GET', RULES)).statusCode).toBe(403);
    const created = await admin.request('PUT', RULES, {
      environment: WORKBENCH_ENVIRONMENT,
      topicPattern: cards,
      fields: ['key'],
    });
    expect(created.statusCode).toBe(403);
    const listed = await bench.operator.request('GET', RULES);
    expect(listed.json<{ total: number }>().total).toBe(0);
  });

  it('refuses a bad pattern, path or environment with the reason', async () => {
    const refused = async (rule: object) => {
      const answer = await bench.operator.request('PUT', RULES, rule);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json<ErrorResponse>().message;
    };
    const good = { environment: WORKBENCH_ENVIRONMENT, topicPattern: cards, fields: ['key'] };
    expect(await refused({ ...good, topicPattern: 'shop/payments/*' })).toContain(
      'A topic pattern is persistent://tenant/namespace/topic',
    );
    expect(await refused({ ...good, fields: ['value..card'] })).toContain('A field is key, value');
    expect(await refused({ ...good, fields: ['payload.card'] })).toContain('A field is key, value');
    expect(await refused({ ...good, fields: [] })).toContain('Name at least one field');
    expect(await refused({ ...good, environment: 'nowhere' })).toBe(
      'No environment is named nowhere: name one, or * for every environment',
    );
    const missing = await bench.operator.request('POST', `${RULES}/no-such-rule`, good);
    expect(missing.statusCode).toBe(404);
  });
});
