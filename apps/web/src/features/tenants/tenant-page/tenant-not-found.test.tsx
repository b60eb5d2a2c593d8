import { describe, expect, it, vi } from 'vitest';
import { expectNotFoundPage, recordGone } from '../../../test/pages.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { simulatePulsar } from '../../../test/simulator-network.ts';
import { scenarioOf, seedTenant } from '../../../test/simulator-scenario.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('tenant page of a tenant that does not exist', () => {
  it('says what is missing, links back to the tenants and offers no tabs, and closes its tab', async () => {
    const gone = recordGone();
    await simulatePulsar({
      scenario: scenarioOf((state) => seedTenant(state, 'finance', ['standalone'], []), ['standalone']),
    });
    renderApp('/management/tenants/tenantInfo/gone');

    await expectNotFoundPage({
      heading: 'Tenant gone does not exist',
      backLink: 'Back to the tenants',
      href: '/management/tenants',
      operations: /Save|Delete/,
    });
    expect(gone).toContainEqual({ kind: 'not-found', pathname: '/management/tenants/tenantInfo/gone' });
  });
});
