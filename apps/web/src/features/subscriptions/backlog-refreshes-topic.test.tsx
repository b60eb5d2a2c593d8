// A backlog operation on the subscription page refreshes the topic page's figures (issue 14 item 2):
// both read under the topic in one query cache, and the operation invalidates the topic's prefix.
// Before, it refreshed only the subscription's own view, and the topic page showed the old backlog
// until its next 15 s poll. Against the simulator (MSW), as in the console.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { simulatePulsar } from '../../test/simulator-network.ts';
import { useTopicStats, type TopicName } from '../topics/index.ts';
import { useBacklogOperation } from './subscriptions.queries.ts';

vi.setConfig({ testTimeout: 60_000 });

// The demo scenario's topic: 250 messages, the subscription audit made before any was read.
const orders: TopicName = { domain: 'persistent', tenant: 'sample', namespace: 'orders', topic: 'created' };

/** The figure the topic page's subscriptions section shows for audit. */
function TopicBacklog() {
  const stats = useTopicStats({ name: orders, cluster: undefined });
  const backlog = stats.data?.subscriptions?.audit?.msgBacklog;
  return <p>{backlog === undefined ? 'loading' : `audit backlog ${backlog}`}</p>;
}

/** Stands in for the subscription page's Clear Backlog dialog. */
function ClearBacklog() {
  const operation = useBacklogOperation(orders, 'audit');
  return (
    <button type="button" onClick={() => operation.mutate({ kind: 'clear' })}>
      clear audit
    </button>
  );
}

describe('a backlog operation on a subscription', () => {
  it("refreshes the topic page's backlog figure at once", async () => {
    await simulatePulsar();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TopicBacklog />
        <ClearBacklog />
      </QueryClientProvider>,
    );
    const before = await screen.findByText(/^audit backlog \d+$/);
    expect(before).not.toHaveTextContent('audit backlog 0');

    await userEvent.click(screen.getByRole('button', { name: 'clear audit' }));
    // Well inside the page's 15 s poll: only the invalidation can bring it.
    expect(await screen.findByText('audit backlog 0', {}, { timeout: 3_000 })).toBeInTheDocument();
  });
});
