import { describe, expect, it, vi } from 'vitest';
import { expectNotFoundPage, recordGone } from '../../../test/pages.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { simulatePulsar } from '../../../test/simulator-network.ts';
import { scenarioOf, seedNamespace, seedTenant } from '../../../test/simulator-scenario.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('topic page of a topic that does not exist', () => {
  it('says what is missing, links back to the namespace’s topics and offers no operations', async () => {
    const gone = recordGone();
    await simulatePulsar({
      scenario: scenarioOf(
        (state) => {
          seedTenant(state, 'finance', ['standalone'], []);
          seedNamespace(state, 'finance/payments', ['standalone']);
        },
        ['standalone'],
      ),
    });
    renderApp('/management/topics/persistent/finance/payments/gone/topic');

    await expectNotFoundPage({
      heading: 'Topic persistent://finance/payments/gone does not exist',
      backLink: 'Back to the topics of finance/payments',
      href: '/management/namespaces/finance/payments/namespace?tab=topics',
      operations: /Unload|Delete|Terminate/,
    });
    // Its visited-page tab closes.
    expect(gone).toContainEqual({
      kind: 'not-found',
      pathname: '/management/topics/persistent/finance/payments/gone/topic',
    });
  });
});
