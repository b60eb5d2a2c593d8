import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onGone, type GoneResource } from '../../../shared/lib/gone-resources.ts';
import { signInAsOperator } from '../../../test/console-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { simulatePulsar } from '../../../test/simulator-network.ts';
import { scenarioOf, seedTenant } from '../../../test/simulator-scenario.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('tenant page of a tenant that does not exist', () => {
  it('says what is missing, links back to the tenants and offers no tabs, and closes its tab', async () => {
    const gone: GoneResource[] = [];
    const stopListening = onGone((resource) => gone.push(resource));
    signInAsOperator();
    simulatePulsar({
      scenario: scenarioOf((state) => seedTenant(state, 'finance', ['standalone'], []), ['standalone']),
    });
    renderApp('/management/tenants/tenantInfo/gone');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Tenant gone does not exist' },
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the tenants' })).toHaveAttribute(
      'href',
      '/management/tenants',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save|Delete/ })).not.toBeInTheDocument();
    expect(gone).toContainEqual({ kind: 'not-found', pathname: '/management/tenants/tenantInfo/gone' });
    stopListening();
  });
});
