import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from './permission-names.ts';
import { PERMISSION_TABLE } from './permission-table.ts';

describe('permission names', () => {
  it('are exactly the names the permission table uses', () => {
    const used = new Set(PERMISSION_TABLE.map((rule) => rule.permission));
    expect([...used].sort()).toEqual([...PERMISSION_NAMES].sort());
  });
});
