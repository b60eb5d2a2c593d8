import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { seedNamespace, seedTenant, seedTopic, seedRates } from '../../../test/simulator-scenario.ts';
import { findDialog, findPageHeading, firstBrokerOf, start } from '../test-support/fixtures.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('cluster page: BROKERS', () => {
  it('lists the brokers with the leader marked, their failure domain and their load report figures', async () => {
    const pulsar = await start((state) => {
      const broker = firstBrokerOf(state, 'us-west');
      state.clusters.get('us-west')!.failureDomains.set('rack-a', { brokers: [broker] });
      seedTenant(state, 'shop', ['us-west']);
      seedNamespace(state, 'shop/orders', ['us-west']);
      seedRates(seedTopic(state, 'persistent://shop/orders/created', 'us-west'), { msgRateIn: 1500 });
    });
    renderApp('/management/clusters/us-west/cluster');

    expect(await findPageHeading('Cluster us-west')).toBeInTheDocument();
    const broker = firstBrokerOf(pulsar.state, 'us-west');
    const row = (await screen.findByRole('link', { name: `Open broker ${broker}` })).closest('tr')!;
    expect(within(row).getByText('Leader')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'rack-a' })).toLinkTo(
      '/management/clusters/us-west/rack-a/failureDomainName',
    );
    expect(within(row).getByRole('link', { name: `Open broker ${broker}` })).toLinkTo(
      `/management/brokers/us-west/${encodeURIComponent(broker)}/broker`,
    );
    // The figures arrive with the broker's own load report.
    expect(await within(row).findByText('↓ 1.5K msg/s')).toBeInTheDocument();
    expect(within(row).getAllByRole('progressbar').length).toBeGreaterThanOrEqual(4);
  });

  it('says so in Chinese, tabs included', async () => {
    localStorage.setItem('language', 'zh');
    await start();
    renderApp('/management/clusters/us-west/cluster');

    expect(await findPageHeading('集群 us-west')).toBeInTheDocument();
    for (const tab of ['BROKER', 'BOOKIE', '故障域', '隔离策略', '配置'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(await screen.findByText('领导者')).toBeInTheDocument();
  });
});

describe('cluster page: CONFIG', () => {
  it('refuses a URL of the wrong scheme, then saves the service URLs to Pulsar', async () => {
    const pulsar = await start();
    const { user } = renderApp('/management/clusters/us-east/cluster?tab=config');

    const http = await screen.findByLabelText('HTTP Service URL');
    await user.clear(http);
    await user.type(http, 'https://east.example:8080');
    const tls = screen.getByLabelText('Broker Service URL (TLS)');
    await user.type(tls, 'pulsar://east.example:6651');
    await user.click(screen.getByRole('button', { name: 'Update Cluster' }));
    // Both messages at once: antd redraws the list of a field's errors as the form's checks settle.
    await waitFor(() => {
      expect(screen.getByText('Please input an `http:` service URL')).toBeVisible();
      expect(screen.getByText('Please input a `pulsar+ssl:` service URL')).toBeVisible();
    });

    await user.clear(http);
    await user.type(http, 'http://east.example:8080');
    await user.clear(tls);
    await user.type(tls, 'pulsar+ssl://east.example:6651');
    await user.click(screen.getByRole('button', { name: 'Update Cluster' }));

    expect(await screen.findByText('Cluster us-east updated')).toBeInTheDocument();
    expect(pulsar.state.clusters.get('us-east')?.data).toMatchObject({
      serviceUrl: 'http://east.example:8080',
      brokerServiceUrlTls: 'pulsar+ssl://east.example:6651',
    });
  });

  it('shows Pulsar’s reason when it refuses to delete a cluster still in use, and deletes one that is not', async () => {
    const pulsar = await start((state) => {
      state.clusters.get('us-east')!.isolationPolicies.set('pinned', {
        namespaces: ['shop/.*'],
        primary: ['.*'],
        secondary: [],
        auto_failover_policy: {
          policy_type: 'min_available',
          parameters: { min_limit: '1', usage_threshold: '80' },
        },
      });
    });
    const { user } = renderApp('/management/clusters/us-east/cluster?tab=config');

    await user.click(await screen.findByRole('button', { name: 'Delete Cluster' }, { timeout: 10_000 }));
    let dialog = await findDialog('Delete this cluster');
    await user.type(within(dialog).getByRole('textbox'), 'us-east');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Cluster' }));
    expect(await within(dialog).findByText(/Cluster not empty/)).toBeInTheDocument();
    expect(pulsar.state.clusters.has('us-east')).toBe(true);

    pulsar.state.clusters.get('us-east')!.isolationPolicies.clear();
    // jsdom never ends antd's motion, so the refused call's spinner keeps its label in the name.
    await user.click(within(dialog).getByRole('button', { name: /Delete Cluster$/ }));
    await waitFor(() => expect(pulsar.state.clusters.has('us-east')).toBe(false));
    expect(await findPageHeading('Clusters')).toBeInTheDocument();
    dialog = screen.queryByRole('dialog')!;
    expect(dialog).toBeNull();
    // Nothing of the deleted cluster is read again: Pulsar answers each such read with 404 (its
    // data was once read again while its page was still on screen).
    const deleted = pulsar.seen.findLastIndex((request) => request.method === 'DELETE');
    const readsAfter = pulsar.seen
      .slice(deleted + 1)
      .map((request) => `${request.method} ${new URL(request.url).pathname}`)
      .filter((call) => call.endsWith('/clusters/us-east'));
    expect(readsAfter).toEqual([]);
  });
});
