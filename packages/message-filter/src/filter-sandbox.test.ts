import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFilter, type FilterInput } from './filter-language.ts';
import { FilterSandbox, FilterStopped } from './filter-sandbox.ts';

// Filters in a real worker thread with real limits: what matches, what a person is told when a
// filter is wrong, and a costly filter stopped without harm to the next.

const message = (overrides: Partial<FilterInput> = {}): FilterInput => ({
  topic: 'persistent://acme/orders/created',
  key: 'customer-7',
  value: { orderId: 42, customer: { name: 'Ann' }, items: [{ sku: 'A1', qty: 2 }] },
  properties: { source: 'web' },
  publishTime: Date.parse('2026-11-30T10:00:00Z'),
  eventTime: 0,
  producer: 'orders-api',
  size: 120,
  ...overrides,
});

const sandboxes: FilterSandbox[] = [];
const sandbox = (limits?: ConstructorParameters<typeof FilterSandbox>[0]) => {
  const created = new FilterSandbox(limits);
  sandboxes.push(created);
  return created;
};
afterAll(async () => {
  for (const created of sandboxes.splice(0)) await created.close();
});

describe('which messages a filter keeps', () => {
  /** One sandbox for the whole group: a worker loads in about half a second. */
  let shared: FilterSandbox;
  beforeAll(() => {
    shared = sandbox();
  });
  const inputs = [
    message(),
    message({ value: { orderId: 43, customer: { name: 'Bo' }, items: [] }, key: 'customer-8' }),
    message({ value: 'not json', properties: { source: 'batch' } }),
    message({ publishTime: Date.parse('2026-11-30T08:00:00Z'), size: 4_000 }),
  ];
  it.each([
    ['value.orderId == 42', [0, 3]],
    ['value.customer.name.startsWith("B")', [1]],
    ['key == "customer-8"', [1]],
    ['properties["source"] == "batch"', [2]],
    ['"source" in properties && size > 1000', [3]],
    ['publishTime < timestamp("2026-11-30T09:00:00Z")', [3]],
    ['value.items.exists(i, i.qty >= 2)', [0, 3]],
    ['topic.endsWith("/created") && producer == "orders-api"', [0, 1, 2, 3]],
  ])('%s', async (expression, expected) => {
    expect(checkFilter(expression)).toEqual({ ok: true });
    const answer = await shared.filter(expression, inputs);
    expect(answer.matched).toEqual(expected);
  });

  it('counts the messages a filter cannot be evaluated on, and says why for the first', async () => {
    const answer = await shared.filter('value.orderId > 40', inputs);
    expect(answer.matched).toEqual([0, 1, 3]);
    expect(answer.failed).toBe(1);
    expect(answer.firstFailure).toMatch(/orderId|string/);
  });
});

describe('filters refused before they run', () => {
  it.each([
    ['', /empty/],
    ['value.orderId ==', /Unexpected/],
    ['orderId == 42', /orderId/],
    ['size + 1', /int, not true or false/],
    ['x'.repeat(5_000), /longer than 4000/],
  ])('%j', (expression, reason) => {
    const check = checkFilter(expression);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.message).toMatch(reason);
  });
});

describe('limits', () => {
  const hundred = `[${Array.from({ length: 100 }, (_, index) => String(index)).join(',')}]`;

  it('stops a filter that takes longer than its time, and the next batch runs', async () => {
    const limited = sandbox({ timeMs: 300, memoryMb: 64 });
    const slow = `${hundred}.all(a, ${hundred}.all(b, ${hundred}.all(c, ${hundred}.all(d, a + b + c + d >= 0))))`;
    expect(checkFilter(slow)).toEqual({ ok: true });
    const stopped = limited.filter(slow, [message()]);
    await expect(stopped).rejects.toBeInstanceOf(FilterStopped);
    await expect(stopped).rejects.toMatchObject({ reason: 'time' });
    await expect(stopped).rejects.toThrow(/longer than 300 ms/);
    expect((await limited.filter('value.orderId == 42', [message()])).matched).toEqual([0]);
  });

  it('stops a filter that needs more memory than its sandbox has', async () => {
    const limited = sandbox({ timeMs: 30_000, memoryMb: 16 });
    const greedy = `${hundred}.map(a, ${hundred}.map(b, ${hundred}.map(c, ${hundred}.map(d, "held"))))`;
    const stopped = limited.filter(`size(${greedy}) > 0`, [message()]);
    await expect(stopped).rejects.toMatchObject({ reason: 'memory' });
    await expect(stopped).rejects.toThrow(/more than 16 MB/);
    expect((await limited.filter('key == "customer-7"', [message()])).matched).toEqual([0]);
  });
});
