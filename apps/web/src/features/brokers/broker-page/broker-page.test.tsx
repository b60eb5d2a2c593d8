import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findDialog } from '../../../test/dialogs.ts';
import { expectNotFoundPage } from '../../../test/pages.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { simulatePulsar, type SimulatedPulsar } from '../../../test/simulator-network.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** The demo scenario's second broker: two brokers of cluster `standalone` share its bundles. */
async function openDemo() {
  const pulsar = await simulatePulsar({ scenario: 'demo' });
  const broker = pulsar.simulator.brokers[1]!;
  const page = (query = '') =>
    `/management/brokers/${broker.cluster}/${encodeURIComponent(broker.id)}/broker${query}`;
  return { pulsar, broker, page };
}

/** Bundle names (`tenant/namespace/range`) the broker owns, as the simulator assigns them. */
function ownedBy(pulsar: SimulatedPulsar, cluster: string, brokerId: string): string[] {
  const owned: string[] = [];
  for (const namespace of pulsar.state.namespaces.values())
    for (const bundle of namespace.bundles)
      if (bundle.owners.get(cluster) === brokerId)
        owned.push(
          `${namespace.fullName}/0x${bundle.lower.toString(16).padStart(8, '0')}_0x${bundle.upper.toString(16).padStart(8, '0')}`,
        );
  return owned;
}

describe('broker page', () => {
  it('shows the broker with its figures and load report, read from that broker', async () => {
    const { pulsar, broker, page } = await openDemo();
    renderApp(page());

    expect(
      await screen.findByRole('heading', { name: 'Broker Details', level: 1 }, { timeout: 30_000 }),
    ).toBeVisible();
    expect(await screen.findByText('Load report', {}, { timeout: 30_000 })).toBeVisible();
    expect(await screen.findByText(broker.url.replace(/\/$/, ''), {}, { timeout: 30_000 })).toBeVisible();
    // The broker's own reads went to it, not to whichever broker answers first.
    const loadReports = pulsar.seen.filter((request) => request.url.includes('/broker-stats/load-report'));
    expect(loadReports.length).toBeGreaterThan(0);
    for (const request of loadReports) expect(request.headers.get('x-pulsar-broker')).toBe(broker.id);
  });

  it('lists the bundles the broker owns and unloads one, confirmed, to another broker', async () => {
    const { pulsar, broker, page } = await openDemo();
    const { user } = renderApp(page('?tab=namespaces'));

    const table = await screen.findByRole('table', {}, { timeout: 30_000 });
    // Every owned bundle is listed (one page holds them in the demo).
    const owned = await waitFor(() => {
      const names = ownedBy(pulsar, broker.cluster, broker.id);
      expect(names.length).toBeGreaterThan(0);
      return names;
    });
    const [first] = owned;
    await within(table).findAllByRole('button', { name: /^Unload bundle / });
    expect(within(table).getAllByRole('button', { name: /^Unload bundle / })).toHaveLength(owned.length);

    await user.click(within(table).getByRole('button', { name: `Unload bundle ${first}` }));
    const dialog = await findDialog('Unload bundle');
    expect(dialog).toHaveTextContent(`from broker ${broker.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Unload' }));

    await waitFor(() => expect(ownedBy(pulsar, broker.cluster, broker.id)).not.toContain(first));
    expect(
      await screen.findByText(`Successfully unload namespace bundle ${first} from the broker`),
    ).toBeVisible();
  });

  it('lists the broker’s two heartbeat namespaces last, marked as Pulsar’s, without a link or Unload', async () => {
    const { broker, page } = await openDemo();
    renderApp(page('?tab=namespaces&size=100'));

    const table = await screen.findByRole('table', {}, { timeout: 30_000 });
    const heartbeats = await within(table).findAllByText('Pulsar heartbeat');
    expect(heartbeats).toHaveLength(2);
    const rows = within(table).getAllByRole('row').slice(1);
    // After every namespace the operator works with: the v2 `pulsar/<broker>`, then `pulsar/<cluster>/<broker>`.
    const last = rows.slice(-2);
    expect(last.map((row) => within(row).queryByText('Pulsar heartbeat'))).not.toContain(null);
    expect(within(last[0]!).getByText(broker.id)).toBeVisible();
    expect(within(last[1]!).getByText(`${broker.cluster}/${broker.id}`)).toBeVisible();
    for (const row of last) {
      expect(within(row).queryByRole('button', { name: /^Unload bundle / })).toBeNull();
      // The tenant links to its page; the namespace has none (Pulsar answers 404 for it).
      expect(
        within(row)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['pulsar']);
    }
    expect(within(rows[0]!).getByRole('button', { name: /^Unload bundle / })).toBeVisible();
  });

  it('runs a health check and says what failed, in Pulsar’s words', async () => {
    const { pulsar, broker, page } = await openDemo();
    const { user } = renderApp(page());

    await user.click(await screen.findByRole('button', { name: /Health Check/ }, { timeout: 30_000 }));
    expect(
      await screen.findByText(
        `Health Check success: ${broker.id} published and read a message on its heartbeat topic.`,
      ),
    ).toBeVisible();
    const checks = pulsar.seen.filter((request) => request.url.includes('/admin/v2/brokers/health'));
    expect(checks.at(-1)?.headers.get('x-pulsar-broker')).toBe(broker.id);

    pulsar.fail({
      pathPrefix: '/admin/v2/brokers/health',
      status: 500,
      reason: 'Topic [pulsar/heartbeat] not found after create.',
    });
    await user.click(screen.getByRole('button', { name: /Health Check/ }));
    expect(await screen.findByText(`Health Check failed on ${broker.id}`)).toBeVisible();
    expect(screen.getByText('Topic [pulsar/heartbeat] not found after create.')).toBeVisible();
  });

  it('shows an empty ISOLATION POLICIES tab, not Pulsar’s 404, for a cluster without policies (D11)', async () => {
    // The demo's cluster never had a policy: Pulsar answers the list with 404 "NamespaceIsolationPolicies
    // for cluster standalone does not exist" (ClustersBase), which spec 8 swallows.
    const { page } = await openDemo();
    renderApp(page('?tab=isolationPolicies'));

    expect(
      await screen.findByText('No isolation policy names this broker', {}, { timeout: 30_000 }),
    ).toBeVisible();
    expect(screen.queryByText(/NamespaceIsolationPolicies for cluster/)).toBeNull();
    expect(screen.queryByText('Could not load the namespace isolation policies')).toBeNull();
  });

  it('shows the isolation policies whose broker regexes match this broker', async () => {
    const { pulsar, broker, page } = await openDemo();
    pulsar.state.clusters.get(broker.cluster)!.isolationPolicies.set('pinned', {
      namespaces: ['sample/.*'],
      // The host alone, as the load manager matches it (a host:port regex places nothing).
      primary: [broker.id.slice(0, broker.id.lastIndexOf(':')).replace(/\./g, '\\.')],
      secondary: [],
      auto_failover_policy: {
        policy_type: 'min_available',
        parameters: { min_limit: '1', usage_threshold: '80' },
      },
    });
    pulsar.state.clusters.get(broker.cluster)!.isolationPolicies.set('elsewhere', {
      namespaces: ['acme/.*'],
      primary: ['other-host'],
      secondary: [],
      auto_failover_policy: {
        policy_type: 'min_available',
        parameters: { min_limit: '1', usage_threshold: '80' },
      },
    });
    renderApp(page('?tab=isolationPolicies'));

    const link = await screen.findByRole('link', { name: 'pinned' }, { timeout: 30_000 });
    expect(link).toLinkTo(`/management/clusters/${broker.cluster}/pinned/namespaceIsolationPolicy`);
    expect(screen.queryByRole('link', { name: 'elsewhere' })).toBeNull();
    expect(screen.getByText('Primary')).toBeVisible();
  });

  it('searches the runtime configuration', async () => {
    const { page } = await openDemo();
    const { user } = renderApp(page('?tab=configuration'));

    const search = await screen.findByRole(
      'searchbox',
      { name: 'Search settings and values' },
      { timeout: 30_000 },
    );
    await user.type(search, 'maxUnackedMessagesPerConsumer{Enter}');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('maxUnackedMessagesPerConsumer')).toBeVisible();
    expect(within(table).getByText('50000')).toBeVisible();
  });

  it('says a broker that is not active in the cluster does not exist, in Chinese too', async () => {
    localStorage.setItem('language', 'zh');
    await simulatePulsar({ scenario: 'demo' });
    renderApp('/management/brokers/standalone/gone%3A8080/broker');

    await expectNotFoundPage({
      heading: '集群 standalone 的 Broker gone:8080 不存在',
      backLink: '返回 standalone 的 Broker 列表',
      href: '/management/clusters/standalone/cluster?tab=brokers',
      operations: /健康检查|卸载/,
    });
  });
});
