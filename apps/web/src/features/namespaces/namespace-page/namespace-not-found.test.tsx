import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNotFoundPage } from '../../../test/pages.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SIMULATED_ENVIRONMENT, simulatePulsar } from '../../../test/simulator-network.ts';
import { scenarioOf, seedNamespace, seedTenant } from '../../../test/simulator-scenario.ts';

/** The simulator holds tenant finance with one namespace, payments; nothing else exists. */
async function start() {
  await simulatePulsar({
    scenario: scenarioOf(
      (state) => {
        seedTenant(state, 'finance', ['standalone'], []);
        seedNamespace(state, 'finance/payments', ['standalone']);
      },
      ['standalone'],
    ),
  });
}

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('namespace page of a namespace that does not exist', () => {
  it('says what is missing, links back to the tenant’s namespaces and offers no tabs or operations', async () => {
    await start();
    renderApp('/management/namespaces/finance/gone/namespace?tab=policies');

    await expectNotFoundPage({
      heading: 'Namespace finance/gone does not exist',
      backLink: 'Back to the namespaces of finance',
      href: '/management/tenants/tenantInfo/finance?tab=namespaces',
      operations: /Delete|Unload|Clear/,
    });
    // The same address in another environment may well exist (issue 28 A2).
    expect(
      screen.getByText(`There is no such thing in environment ${SIMULATED_ENVIRONMENT}`, { exact: false }),
    ).toBeInTheDocument();
  });

  it('says so for a tenant that does not exist either, in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await start();
    renderApp('/management/namespaces/ghost/payments/namespace');

    await expectNotFoundPage({ heading: /ghost\/payments 不存在/, backLink: '返回 ghost 的命名空间列表' });
  });
});
