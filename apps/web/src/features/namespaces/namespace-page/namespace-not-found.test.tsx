import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAsOperator } from '../../../test/console-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { serveNamespaceCatalogue } from '../../../test/simulated-namespace-catalogue.ts';
import { simulatePulsar } from '../../../test/simulator-network.ts';
import { scenarioOf, seedNamespace, seedTenant } from '../../../test/simulator-scenario.ts';

/** The simulator holds tenant finance with one namespace, payments; nothing else exists. */
function start() {
  signInAsOperator();
  const pulsar = simulatePulsar({
    scenario: scenarioOf(
      (state) => {
        seedTenant(state, 'finance', ['standalone'], []);
        seedNamespace(state, 'finance/payments', ['standalone']);
      },
      ['standalone'],
    ),
  });
  // The page may ask the console's catalogue for the namespace's figures before Pulsar says no.
  serveNamespaceCatalogue(pulsar);
}

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('namespace page of a namespace that does not exist', () => {
  it('says what is missing, links back to the tenant’s namespaces and offers no tabs or operations', async () => {
    start();
    renderApp('/management/namespaces/finance/gone/namespace?tab=policies');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Namespace finance/gone does not exist' },
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the namespaces of finance' })).toHaveAttribute(
      'href',
      '/management/tenants/tenantInfo/finance?tab=namespaces',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete|Unload|Clear/ })).not.toBeInTheDocument();
  });

  it('says so for a tenant that does not exist either, in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    start();
    renderApp('/management/namespaces/ghost/payments/namespace');

    expect(
      await screen.findByRole('heading', { level: 1, name: /ghost\/payments 不存在/ }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回 ghost 的命名空间列表' })).toBeInTheDocument();
  });
});
