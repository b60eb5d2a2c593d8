// Type-level checks, run by `tsc -p apps/web` (this file is in the project): a permission the
// table does not have is a compile error, for the hook and for the component alike.
import { describe, expect, it } from 'vitest';
import { Can, useCan } from './can.tsx';

// Never called: only compiled.
function UsesOfThePermissionTable() {
  useCan('namespace.policy.write', 'finance');
  // @ts-expect-error a typo of 'namespace.policy.write' is not a permission
  useCan('namespace.policies.write', 'finance');
  // @ts-expect-error nor is a free-form string
  useCan('anything' as string);
  return [
    <Can key="known" permission="tenant.write">
      ok
    </Can>,
    // @ts-expect-error a permission the table lacks
    <Can key="unknown" permission="tenant.writes">
      no
    </Can>,
  ];
}

describe('permission names in useCan and <Can>', () => {
  it('are checked by the compiler (see the @ts-expect-error lines above)', () => {
    expect(typeof UsesOfThePermissionTable).toBe('function');
  });
});
