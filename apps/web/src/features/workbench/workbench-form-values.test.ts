// The form's values as the read they ask for: the fields the page's tests leave at their defaults
// (a namespace and a regex, a start and stop in time, a message id) and the form's own rules.
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { initialValues, readRequestOf, workbenchFormSchema } from './workbench-form-values.ts';

const AT = Date.UTC(2026, 0, 1, 12);

describe('the workbench form', () => {
  it('asks for several topics by name, one a line or separated by commas', () => {
    const values = {
      ...initialValues(undefined),
      topics: 'persistent://finance/payments/orders\npersistent://finance/payments/refunds, ',
    };
    expect(workbenchFormSchema.safeParse(values).success).toBe(true);
    expect(readRequestOf(values)).toEqual({
      topics: ['persistent://finance/payments/orders', 'persistent://finance/payments/refunds'],
      start: { kind: 'earliest' },
      stop: { kind: 'now' },
      limit: 1000,
    });
  });

  it('asks for a namespace’s topics by regex, between two times, with a filter', () => {
    const values = {
      ...initialValues(undefined),
      source: 'pattern' as const,
      namespace: ' finance/payments ',
      regex: '.*orders.*',
      start: 'time' as const,
      startAt: dayjs(AT),
      stop: 'time' as const,
      stopAt: dayjs(AT + 60_000),
      limit: 50,
      filter: '  value.total > 10  ',
    };
    expect(workbenchFormSchema.safeParse(values).success).toBe(true);
    expect(readRequestOf(values)).toEqual({
      pattern: { namespace: 'finance/payments', regex: '.*orders.*' },
      start: { kind: 'time', at: AT },
      stop: { kind: 'time', at: AT + 60_000 },
      limit: 50,
      filter: 'value.total > 10',
    });
  });

  it('starts at a message id and tails live', () => {
    const values = {
      ...initialValues('persistent://finance/payments/orders'),
      start: 'messageId' as const,
      startId: '12:34',
      stop: 'tail' as const,
    };
    expect(readRequestOf(values)).toMatchObject({
      start: { kind: 'messageId', id: '12:34' },
      stop: { kind: 'tail' },
    });
  });

  it('refuses what the server would: a short name, no namespace, no time, a bad id, too many messages', () => {
    const problems = (values: object) =>
      workbenchFormSchema
        .safeParse({ ...initialValues(undefined), ...values })
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(problems({ topics: 'orders' })).toEqual(['topics: workbench.issues.topics']);
    expect(problems({ source: 'pattern', namespace: 'finance', regex: '' })).toEqual([
      'namespace: workbench.issues.namespace',
      'regex: workbench.issues.regex',
    ]);
    expect(
      problems({
        topics: 'persistent://a/b/c',
        start: 'time',
        stop: 'time',
        limit: 100_001,
      }),
    ).toEqual([
      'limit: workbench.issues.limit',
      'startAt: workbench.issues.time',
      'stopAt: workbench.issues.time',
    ]);
    expect(problems({ topics: 'persistent://a/b/c', start: 'messageId', startId: '12' })).toEqual([
      'startId: workbench.issues.messageId',
    ]);
  });

  it('asks for a start N messages back, within its bounds, with the colour rules that have an expression', () => {
    const values = {
      ...initialValues(undefined),
      topics: 'persistent://finance/payments/orders',
      start: 'back' as const,
      startBack: 250,
      colours: [
        { expression: ' value.total > 10.0 ', colour: 'red' as const },
        { expression: '  ', colour: 'blue' as const },
        { colour: 'green' as const },
      ],
    };
    expect(workbenchFormSchema.safeParse(values).success).toBe(true);
    expect(readRequestOf(values)).toEqual({
      topics: ['persistent://finance/payments/orders'],
      start: { kind: 'back', count: 250 },
      stop: { kind: 'now' },
      limit: 1000,
      colours: [{ expression: 'value.total > 10.0', colour: 'red' }],
    });
    for (const startBack of [0, 100_001, 2.5, null])
      expect(workbenchFormSchema.safeParse({ ...values, startBack }).success, String(startBack)).toBe(false);
  });
});
