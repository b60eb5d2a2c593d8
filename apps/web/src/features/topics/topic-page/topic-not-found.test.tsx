import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onGone, type GoneResource } from '../../../shared/lib/gone-resources.ts';
import { signInAsOperator } from '../../../test/console-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { simulatePulsar } from '../../../test/simulator-network.ts';
import { scenarioOf, seedNamespace, seedTenant } from '../../../test/simulator-scenario.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('topic page of a topic that does not exist', () => {
  it('says what is missing, links back to the namespace’s topics and offers no operations', async () => {
    const gone: GoneResource[] = [];
    const stopListening = onGone((resource) => gone.push(resource));
    signInAsOperator();
    simulatePulsar({
      scenario: scenarioOf(
        (state) => {
          seedTenant(state, 'finance', ['standalone'], []);
          seedNamespace(state, 'finance/payments', ['standalone']);
        },
        ['standalone'],
      ),
    });
    renderApp('/management/topics/persistent/finance/payments/gone/topic');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Topic persistent://finance/payments/gone does not exist' },
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the topics of finance/payments' })).toHaveAttribute(
      'href',
      '/management/namespaces/finance/payments/namespace?tab=topics',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unload|Delete|Terminate/ })).not.toBeInTheDocument();
    // Its visited-page tab closes.
    expect(gone).toContainEqual({
      kind: 'not-found',
      pathname: '/management/topics/persistent/finance/payments/gone/topic',
    });
    stopListening();
  });
});
