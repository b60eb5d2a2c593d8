import { describe, expect, it } from 'vitest';
import { diffRows } from './value-diff.ts';

describe('diffRows', () => {
  it('reads an object field by field and marks the fields that moved', () => {
    expect(
      diffRows(
        { known: true, value: { retentionTimeInMinutes: 60, retentionSizeInMB: 100 } },
        { known: true, value: { retentionTimeInMinutes: 120, retentionSizeInMB: 100 } },
      ),
    ).toEqual([
      {
        field: 'retentionSizeInMB',
        before: { kind: 'value', text: '100' },
        after: { kind: 'value', text: '100' },
        changed: false,
      },
      {
        field: 'retentionTimeInMinutes',
        before: { kind: 'value', text: '60' },
        after: { kind: 'value', text: '120' },
        changed: true,
      },
    ]);
  });

  it('says unset for a policy that was not set and unknown for a value never read', () => {
    expect(diffRows({ known: true, value: null }, { known: true, value: 90 })).toEqual([
      { field: '', before: { kind: 'unset' }, after: { kind: 'value', text: '90' }, changed: true },
    ]);
    expect(diffRows({ known: false, value: null }, { known: true, value: { a: 1 } })).toEqual([
      { field: 'a', before: { kind: 'unknown' }, after: { kind: 'value', text: '1' }, changed: true },
    ]);
  });

  it('reads nested maps to their leaves and a list as one field', () => {
    const rows = diffRows(
      { known: true, value: { destination_storage: { limitSize: 10, policy: 'producer_request_hold' } } },
      { known: true, value: { message_age: { limitTime: 60 }, roles: ['consume', 'produce'] } },
    );
    expect(rows.map((row) => [row.field, row.before.kind, row.after.kind])).toEqual([
      ['destination_storage.limitSize', 'value', 'unset'],
      ['destination_storage.policy', 'value', 'unset'],
      ['message_age.limitTime', 'unset', 'value'],
      ['roles', 'unset', 'value'],
    ]);
    expect(rows[3]!.after).toEqual({ kind: 'value', text: 'consume, produce' });
  });
});
