// A write refreshes every screen that shows what it changed, through the one key factory: the two
// defects users met (issue 14 item 2). The screens run against the simulator (MSW), in one query
// cache, as in the console; a small form stands in for the dialog that makes the change.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { ConfirmHost } from '../../shared/ui/index.ts';
import { NamespaceSelectors } from './namespace-page/namespace-selectors.tsx';
import { BundlesSection } from './overview/bundles-section.tsx';
import { namespaceLevel, useSetPolicy } from './policies/namespace-policies.queries.ts';
import { replicationClusters, retention } from './policies/policy-composites.ts';
import { HistoryPanel } from '../history/index.ts';
import { useCreateTenant } from '../tenants/index.ts';
import { simulatePulsar } from '../../test/simulator-network.ts';
import '../../shared/i18n/i18n.ts';

vi.setConfig({ testTimeout: 60_000 });

function renderInOneCache(ui: ReactNode) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        {/* As in the console: the bundles' operations ask in the one confirm host. */}
        <ConfirmHost>{ui}</ConfirmHost>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, queryClient };
}

function SaveReplication({ clusters }: { clusters: string[] }) {
  const save = useSetPolicy(namespaceLevel({ tenant: 'public', namespace: 'default' }), replicationClusters);
  return (
    <button type="button" onClick={() => save.mutate(clusters)}>
      {save.isSuccess ? 'saved' : 'save replication'}
    </button>
  );
}

function SaveRetention({ minutes }: { minutes: number }) {
  const save = useSetPolicy(namespaceLevel({ tenant: 'public', namespace: 'default' }), retention);
  return (
    <button
      type="button"
      onClick={() => save.mutate({ retentionTimeInMinutes: minutes, retentionSizeInMB: 512 })}
    >
      {save.isSuccess ? 'saved' : 'save retention'}
    </button>
  );
}

function CreateTenant({ tenant }: { tenant: string }) {
  const create = useCreateTenant();
  return (
    <button
      type="button"
      onClick={() => create.mutate({ tenant, info: { adminRoles: [], allowedClusters: ['us-east'] } })}
    >
      {create.isSuccess ? 'created' : 'create tenant'}
    </button>
  );
}

/** The tenant selector's options as drawn (the accessible list holds only those near the cursor). */
const tenantOptions = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((option) => option.title);

describe('a write refreshes every screen showing what it changed', () => {
  it("saving a namespace's replication clusters refreshes its bundles section", async () => {
    await simulatePulsar({ scenario: 'geo' });
    const { user } = renderInOneCache(
      <>
        <BundlesSection tenant="public" namespace="default" />
        <SaveReplication clusters={['us-east', 'eu-west']} />
      </>,
    );
    expect(await screen.findByRole('tab', { name: 'us-east' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'eu-west' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'save replication' }));

    await screen.findByRole('button', { name: 'saved' });
    expect(await screen.findByRole('tab', { name: 'eu-west' })).toBeInTheDocument();
  });

  it("creating a tenant shows it in the namespace page's tenant selector without a reload", async () => {
    await simulatePulsar({ scenario: 'geo' });
    const { user } = renderInOneCache(
      <>
        <NamespaceSelectors tenant="public" namespace="default" tab="overview" />
        <CreateTenant tenant="newco" />
      </>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Tenant' }));
    await waitFor(() => expect(tenantOptions()).toEqual(['public', 'global-corp']));

    await user.click(screen.getByRole('button', { name: 'create tenant' }));

    await screen.findByRole('button', { name: 'created' });
    // Opened again, as a user would: the list within its minute of freshness, no reload.
    await user.click(screen.getByRole('combobox', { name: 'Tenant' }));
    await waitFor(() => expect(tenantOptions()).toContain('newco'));
  });

  it("saving a namespace's retention lists the change in its HISTORY tab, open beside the form", async () => {
    await simulatePulsar({ scenario: 'geo' });
    const { user } = renderInOneCache(
      <>
        <HistoryPanel target={{ kind: 'namespace', name: 'public/default' }} />
        <SaveRetention minutes={10080} />
      </>,
    );
    // The history as read before the save (the server is this file's: earlier cases wrote here too).
    await screen.findByRole('table', undefined, { timeout: 30_000 });
    expect(screen.queryByRole('row', { name: /Retention/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'save retention' }));

    await screen.findByRole('button', { name: 'saved' });
    expect(await screen.findByRole('row', { name: /Retention/ })).toBeInTheDocument();
  });
});
