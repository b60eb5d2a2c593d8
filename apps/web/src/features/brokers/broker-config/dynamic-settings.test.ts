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
      ['maxUnackedMessagesPerConsumer', 'someNewFlag', 'superUserRoles'],
      { maxUnackedMessagesPerConsumer: '50000', someNewFlag: 'false', superUserRoles: '[admin, ops]' },
      { superUserRoles: 'ops,admin' },
    );
    expect(
      rows.map(({ name, kind, differs, overrideIgnored }) => [name, kind, differs, overrideIgnored]),
    ).toEqual([
      ['maxUnackedMessagesPerConsumer', 'integer', false, false],
      ['someNewFlag', 'boolean', false, false],
      ['superUserRoles', 'list', true, false],
    ]);
    expect(inferredKind('0.75')).toBe('double');
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
    expect(valueProblem('enum', 'sometimes', ['partitioned', 'non-partitioned'])).toBe('notOneOf');
    expect(valueProblem('string', 'a/b')).toBe('pathUnsafe');
    expect(valueProblem('string', '  ')).toBe('required');
    expect(valueProblem('list', ' , ')).toBe('required');
    expect(valueToSend('list', ' ops, admin ,ops')).toBe('admin,ops');
    expect(sameValue('list', '[admin, ops]', 'ops,admin')).toBe(true);
  });
});
