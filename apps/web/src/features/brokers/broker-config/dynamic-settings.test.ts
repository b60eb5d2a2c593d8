import { describe, expect, it } from 'vitest';
import {
  dynamicSettingRows,
  inferredKind,
  sameValue,
  valueProblem,
  valueToSend,
} from './dynamic-settings.ts';

describe('dynamic settings', () => {
  it('types a listed setting by ServiceConfiguration and an unlisted one by its effective value', () => {
    const rows = dynamicSettingRows(
      [
        'dispatcherMaxReadBatchSize',
        'someNewFlag',
        'superUserRoles',
        'loadBalancerHistoryResourcePercentage',
      ],
      {
        dispatcherMaxReadBatchSize: '100',
        someNewFlag: 'false',
        superUserRoles: '[admin, ops]',
        loadBalancerHistoryResourcePercentage: '0.9',
      },
      { superUserRoles: 'ops,admin' },
    );
    expect(
      rows.map(({ name, kind, differs, overrideIgnored }) => [name, kind, differs, overrideIgnored]),
    ).toEqual([
      ['dispatcherMaxReadBatchSize', 'integer', false, false],
      ['loadBalancerHistoryResourcePercentage', 'double', false, false],
      ['someNewFlag', 'boolean', false, false],
      ['superUserRoles', 'list', true, false],
    ]);
    expect(inferredKind('0.75')).toBe('double');
    // 4.0.7's dynamic settings, from its ServiceConfiguration: an enum, a nullable Integer, a List.
    expect(
      dynamicSettingRows(
        ['brokerDeleteInactiveTopicsMode', 'brokerDeleteInactiveTopicsMaxInactiveDurationSeconds'],
        { brokerDeleteInactiveTopicsMaxInactiveDurationSeconds: '' },
        {},
      ).map(({ kind, defaultValue, values, differs }) => ({ kind, defaultValue, values, differs })),
    ).toEqual([
      { kind: 'integer', defaultValue: '', values: undefined, differs: false },
      {
        kind: 'enum',
        defaultValue: 'delete_when_no_subscriptions',
        values: ['delete_when_no_subscriptions', 'delete_when_subscriptions_caught_up'],
        differs: false,
      },
    ]);
    expect(
      dynamicSettingRows(['managedLedgerCacheSizeMB'], { managedLedgerCacheSizeMB: '32' }, {})[0],
    ).toMatchObject({ defaultValue: undefined, machineDependent: true, differs: false });
    expect(inferredKind('org.example.Class')).toBe('string');
  });

  it('says when a stored override is not what the broker runs with', () => {
    const [row] = dynamicSettingRows(
      ['maxConcurrentTopicLoadRequest'],
      { maxConcurrentTopicLoadRequest: '5000' },
      { maxConcurrentTopicLoadRequest: 'many' },
    );
    expect(row).toMatchObject({ differs: false, overrideIgnored: true, defaultValue: '5000' });
  });

  it('refuses what Pulsar would store but never apply, and what the path cannot carry', () => {
    expect(valueProblem('boolean', 'maybe')).toBe('notBoolean');
    expect(valueProblem('integer', '12.5')).toBe('notInteger');
    expect(valueProblem('integer', '2147483648')).toBe('outOfRange');
    expect(valueProblem('long', '2147483648')).toBeUndefined();
    // Nothing a 4.0.7 broker applies is refused: Integer.valueOf takes a sign, Boolean.valueOf any
    // case, Double.valueOf an exponent or a type suffix.
    expect(valueProblem('integer', '+5')).toBeUndefined();
    expect(valueProblem('boolean', 'TRUE')).toBeUndefined();
    for (const number of ['0.9', '.5', '5.', '1e-3', '2d', 'NaN', '-Infinity'])
      expect(valueProblem('double', number), number).toBeUndefined();
    expect(valueProblem('double', 'ninety')).toBe('notNumber');
    expect(valueProblem('enum', 'sometimes', ['partitioned', 'non-partitioned'])).toBe('notOneOf');
    expect(valueProblem('string', 'a/b')).toBe('pathUnsafe');
    expect(valueProblem('string', '  ')).toBe('required');
    expect(valueProblem('list', ' , ')).toBe('required');
    // In the order given: a List's order is the order its entries apply (entryFilterNames).
    expect(valueToSend('list', ' ops, admin ,ops')).toBe('ops,admin');
    expect(sameValue('list', '[admin, ops]', 'ops,admin')).toBe(true);
  });
});
