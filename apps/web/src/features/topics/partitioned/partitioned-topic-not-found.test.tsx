import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNotFoundPage, recordGone } from '../../../test/pages.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { simulatePulsar } from '../../../test/simulator-network.ts';
import { scenarioOf, seedNamespace, seedTenant, seedTopic } from '../../../test/simulator-scenario.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** finance/payments holds one plain (non-partitioned) topic, `plain`. */
async function simulatePayments() {
  await simulatePulsar({
    scenario: scenarioOf((state) => {
      seedTenant(state, 'finance', ['standalone'], []);
      seedNamespace(state, 'finance/payments', ['standalone']);
      seedTopic(state, 'persistent://finance/payments/plain', 'standalone');
    }),
  });
}

describe('partitioned topic page of a topic that does not exist', () => {
  it('says what is missing, links back to the namespace’s topics, offers no tabs or operations', async () => {
    const gone = recordGone();
    await simulatePayments();
    // Pulsar answers "0 partitions" for this name as for any other.
    renderApp('/management/topics/persistent/finance/payments/gone/partitionedTopic');

    await expectNotFoundPage({
      heading: 'Partitioned topic persistent://finance/payments/gone does not exist',
      backLink: 'Back to the topics of finance/payments',
      href: '/management/namespaces/finance/payments/namespace?tab=topics',
      operations: /Delete|Add partitions/,
    });
    expect(gone).toContainEqual({
      kind: 'not-found',
      pathname: '/management/topics/persistent/finance/payments/gone/partitionedTopic',
    });
  });

  it('sends a topic that exists but is not partitioned to its own page', async () => {
    await simulatePayments();
    renderApp('/management/topics/persistent/finance/payments/plain/partitionedTopic');

    expect(
      await screen.findByText('persistent://finance/payments/plain is not a partitioned topic.', undefined, {
        timeout: 30_000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
  });
});
