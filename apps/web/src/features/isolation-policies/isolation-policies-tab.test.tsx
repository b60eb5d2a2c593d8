import { screen, waitFor, within } from '@testing-library/react';
import { findDialog } from '../../test/dialogs.ts';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import {
  CLUSTER,
  NEW_POLICY_PAGE,
  seedPolicy,
  startPolicies,
  storedPolicies,
} from './test-support/open-policy.ts';

// Each test renders the whole console, whose shell and antd load lazily.
vi.setConfig({ testTimeout: 60_000 });

// The tab lives on the cluster page (features/clusters), which imports it from this feature.
const TAB = `/management/clusters/${CLUSTER}/cluster?tab=isolationPolicies`;

const PINNED = {
  namespaces: ['sample/.*'],
  primary: ['localhost'],
  secondary: ['standby.*'],
  auto_failover_policy: {
    policy_type: 'min_available',
    parameters: { min_limit: '2', usage_threshold: '75' },
  },
};

describe('ISOLATION POLICIES tab', () => {
  it('reads Pulsar’s 404 for a cluster that never had a policy as an empty list', async () => {
    const pulsar = await startPolicies();
    renderApp(TAB);

    expect(
      await screen.findByText('This cluster has no namespace isolation policies', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const list = pulsar.seen.find((request) =>
      new URL(request.url).pathname.endsWith('/namespaceIsolationPolicies'),
    );
    expect(list).toBeDefined();
  });

  it('lists each policy with its regexes and limits, and opens New Isolation Policy', async () => {
    const pulsar = await startPolicies();
    await seedPolicy(pulsar, 'pinned', PINNED);
    const { user } = renderApp(TAB);

    const link = await screen.findByRole('link', { name: 'pinned' }, { timeout: 30_000 });
    const row = link.closest('tr')!;
    for (const text of ['sample/.*', 'localhost', 'standby.*', '2', '75'])
      expect(row).toHaveTextContent(text);
    await user.click(screen.getByRole('button', { name: 'New Isolation Policy' }));
    await waitFor(() => expect(currentUrl()).toBe(NEW_POLICY_PAGE));
  });

  it('deletes a policy after a confirmation', async () => {
    const pulsar = await startPolicies();
    await seedPolicy(pulsar, 'pinned', PINNED);
    const { user } = renderApp(TAB);

    await user.click(
      await screen.findByRole('button', { name: 'Delete isolation policy pinned' }, { timeout: 30_000 }),
    );
    const dialog = await findDialog('Delete Isolation Policy');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the isolation policy pinned?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Successfully delete an isolation policy')).toBeInTheDocument();
    expect(storedPolicies(pulsar)).toEqual({});
    expect(await screen.findByText('This cluster has no namespace isolation policies')).toBeInTheDocument();
  });
});
