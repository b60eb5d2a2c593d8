import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type SeenRequests } from '../../../test/console-paths.ts';
import { tenantAdmin } from '../../../test/console-users.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { simulateNamespaces } from '../test-support/simulated-namespaces.ts';

// Each test renders the whole console, whose shell and antd load lazily: on a busy machine the
// first render of a file alone can take most of the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/management/namespaces/finance/payments/namespace';
const BASE = '/admin/v2/namespaces/finance/payments';

/** A geo-replicated namespace (two bundles on east, one on west), opened on its OVERVIEW. */
async function openGeoNamespace() {
  const pulsar = await simulateNamespaces({
    'finance/payments': { clusters: ['east', 'west'], bundles: { east: 2, west: 1 } },
  });
  return { ...renderApp(PAGE), pulsar, seen: pulsar.seen };
}

const changes = (seen: SeenRequests) =>
  seen
    .filter((request) => request.method !== 'GET')
    .map((request) => {
      const { pathname, search } = new URL(request.url);
      return `${request.method} ${pathname}${search} @${request.headers.get('x-pulsar-cluster') ?? '-'}`;
    });

/**
 * Clicks the page's button `name` and returns the confirmation it opens. jsdom never ends antd's
 * leave animation, so earlier confirmations (and their verb, the same word) stay in the document.
 */
async function openConfirmation(user: UserEvent, name: string) {
  const buttons = await screen.findAllByRole('button', { name });
  await user.click(buttons.find((button) => !button.closest('[role="dialog"]'))!);
  const dialogs = await screen.findAllByRole('dialog');
  return dialogs.at(-1)!;
}

async function bundleRows() {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('namespace bundles', () => {
  it('lets a tenant admin clear backlog but not unload or split, which Pulsar keeps for super users', async () => {
    await simulateNamespaces({ 'finance/payments': { clusters: ['east'] } }, { user: tenantAdmin });
    renderApp(PAGE);
    // A new namespace has Pulsar's default 4 bundles (defaultNumberOfNamespaceBundles).
    const bundle = '0x00000000_0x40000000';
    const split = await screen.findByRole('button', { name: `Split bundle ${bundle}` }, { timeout: 30_000 });
    expect(split).toBeDisabled();
    expect(screen.getByRole('button', { name: `Unload bundle ${bundle}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Unload All' })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Clear Backlog of bundle ${bundle}` })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Clear All Backlog' })).toBeEnabled();
  });

  it('shows one tab per replication cluster with that cluster’s bundle ranges', async () => {
    const { user, seen } = await openGeoNamespace();
    // The first render loads antd and the console shell lazily: slow on a busy machine.
    const east = await screen.findByRole('tab', { name: 'east' }, { timeout: 30_000 });
    expect(east).toHaveAttribute('aria-selected', 'true');
    await waitFor(async () =>
      expect(await bundleRows()).toEqual(['0x00000000_0x80000000', '0x80000000_0xffffffff']),
    );
    const bundleCalls = () => seen.filter((request) => new URL(request.url).pathname === `${BASE}/bundles`);
    expect(bundleCalls().map((request) => request.headers.get('x-pulsar-cluster'))).toEqual(['east']);

    await user.click(screen.getByRole('tab', { name: 'west' }));
    await waitFor(async () => expect(await bundleRows()).toEqual(['0x00000000_0xffffffff']));
    expect(bundleCalls().map((request) => request.headers.get('x-pulsar-cluster'))).toEqual(['east', 'west']);
    expect(window.location.search).toContain('bundleCluster=west');
  });

  it('splits a bundle on the active cluster only after confirmation, then lists both halves', async () => {
    const { user, seen } = await openGeoNamespace();
    await user.click(await screen.findByRole('tab', { name: 'west' }));
    const split = await screen.findByRole('button', { name: 'Split bundle 0x00000000_0xffffffff' });

    await user.click(split);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Split bundle 0x00000000_0xffffffff of finance/payments on cluster west into two halves?',
    );
    expect(changes(seen)).toEqual([]);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Split' }));

    expect(
      await screen.findByText('Successfully split a namespace bundle for this namespace!'),
    ).toBeInTheDocument();
    expect(changes(seen)).toEqual([`PUT ${BASE}/0x00000000_0xffffffff/split?unload=false @west`]);
    await waitFor(async () =>
      expect(await bundleRows()).toEqual(['0x00000000_0x7fffffff', '0x7fffffff_0xffffffff']),
    );
  });

  it('unloads and clears backlog per bundle and for the whole namespace, each with the cluster header', async () => {
    const { user, seen } = await openGeoNamespace();
    // Each confirmation is named by its operation, and its button says the operation again.
    const confirm = async (button: string, operation: string, expected: string) => {
      const dialog = await openConfirmation(user, button);
      expect(dialog).toHaveTextContent(operation);
      expect(dialog).toHaveTextContent(expected);
      await user.click(within(dialog).getByRole('button', { name: operation }));
    };

    await confirm(
      'Unload bundle 0x80000000_0xffffffff',
      'Unload',
      'Unload bundle 0x80000000_0xffffffff of finance/payments on cluster east?',
    );
    expect(
      await screen.findByText('Successfully unload a namespace bundle for this namespace!'),
    ).toBeInTheDocument();
    await confirm(
      'Clear Backlog of bundle 0x00000000_0x80000000',
      'Clear Backlog',
      'Unread messages are skipped for good.',
    );
    expect(
      await screen.findByText('Successfully clear backlog of a namespace bundle for this namespace!'),
    ).toBeInTheDocument();
    await confirm('Unload All', 'Unload All', 'Unload all bundles of finance/payments on cluster east?');
    expect(
      await screen.findByText('Successfully unload all the namespace bundles for this namespace!'),
    ).toBeInTheDocument();
    await confirm(
      'Clear All Backlog',
      'Clear All Backlog',
      'Clear the backlog of every subscription of every topic in finance/payments on cluster east?',
    );
    expect(await screen.findByText('Successfully clear backlog for this namespace!')).toBeInTheDocument();

    expect(changes(seen)).toEqual([
      `PUT ${BASE}/0x80000000_0xffffffff/unload @east`,
      `POST ${BASE}/0x00000000_0x80000000/clearBacklog @east`,
      `PUT ${BASE}/unload @east`,
      `POST ${BASE}/clearBacklog @east`,
    ]);
  });

  it('sends nothing when the confirmation is cancelled, and shows Pulsar’s reason when it refuses', async () => {
    const { user, seen, pulsar } = await openGeoNamespace();
    await user.click(
      within(await openConfirmation(user, 'Unload All')).getByRole('button', { name: 'Cancel' }),
    );
    expect(changes(seen)).toEqual([]);

    pulsar.fail({
      pathPrefix: `${BASE}/unload`,
      method: 'PUT',
      status: 412,
      reason: 'Namespace is already unloaded or Namespace has bundles activated',
    });
    const dialog = await openConfirmation(user, 'Unload All');
    await user.click(within(dialog).getByRole('button', { name: 'Unload All' }));
    // The refusal stays in the confirmation, which stays open.
    expect(
      await within(dialog).findByText('Namespace is already unloaded or Namespace has bundles activated'),
    ).toBeInTheDocument();
    expect(changes(seen)).toEqual([`PUT ${BASE}/unload @east`]);
  });
});
