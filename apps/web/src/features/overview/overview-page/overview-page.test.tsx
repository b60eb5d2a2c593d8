import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tenantAdmin } from '../../../test/console-api.ts';
import { network } from '../../../test/network.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { simulatePulsar } from '../../../test/simulator-network.ts';
import { serveOverview, type SimulatedOverviewOptions } from '../../../test/simulated-overview.ts';

// Each test renders the whole console, whose shell and antd load lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** The demo scenario: tenants, namespaces, topics with traffic and backlog, three bookies. */
async function openDemo(options: SimulatedOverviewOptions = {}) {
  const pulsar = await simulatePulsar({ scenario: 'demo', ...(options.user ? { user: options.user } : {}) });
  return { pulsar, overview: serveOverview(pulsar, options) };
}

const countCard = async (label: string) => {
  const counts = await screen.findByRole('region', { name: /At a glance|概况/ }, { timeout: 30_000 });
  return within(counts).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
};

describe('overview', () => {
  it('is where a super user lands, with the counts of what the simulator holds', async () => {
    const { pulsar } = await openDemo();
    renderApp('/');

    expect(
      await screen.findByRole('heading', { name: 'Overview', level: 1 }, { timeout: 30_000 }),
    ).toBeVisible();
    expect(currentUrl()).toBe('/overview');
    const { state } = pulsar;
    expect(await countCard('Tenants')).toBe(String(state.tenants.size));
    expect(await countCard('Namespaces')).toBe(String(state.namespaces.size));
    expect(await countCard('Bookies')).toBe(String(state.bookies.size));
    expect(await countCard('Clusters')).toBe(String(state.clusters.size));
    expect(Number(await countCard('Topics'))).toBeGreaterThan(0);
    expect(screen.getByText(/Every broker answered the last collector pass/)).toBeVisible();
    // The menu leads here too, and to the tenants list the root used to open.
    expect(screen.getByRole('menuitem', { name: /Overview/ })).toBeVisible();
  });

  it('links the largest backlogs to their namespace and subscription pages', async () => {
    const { pulsar } = await openDemo();
    const { user } = renderApp('/overview');

    const namespaces = await screen.findByRole(
      'region',
      { name: 'Largest namespace backlogs' },
      { timeout: 30_000 },
    );
    const namespaceLinks = await within(namespaces).findAllByRole('link');
    expect(namespaceLinks.length).toBeGreaterThan(0);
    const subscriptions = screen.getByRole('region', { name: 'Largest subscription backlogs' });
    const subscriptionLink = within(subscriptions).getAllByRole('link')[0]!;
    expect(subscriptionLink.getAttribute('href')).toMatch(
      /^\/management\/subscriptions\/persistent\/.+\/subscription/,
    );

    const first = namespaceLinks[0]!;
    const name = first.textContent ?? '';
    expect(pulsar.state.namespaces.has(name)).toBe(true);
    await user.click(first);
    await waitFor(() => expect(currentUrl()).toBe(`/management/namespaces/${name}/namespace`));
  });

  it('lists the brokers the collector could not read, read-only bookies and parts it could not read', async () => {
    const { pulsar } = await openDemo({
      collector: {
        unhealthyBrokers: [
          {
            cluster: 'standalone',
            broker: 'broker-2:8080',
            error: 'connect ECONNREFUSED',
            lastSuccessAt: null,
          },
        ],
        problems: [{ part: 'bookies', message: "Environment 'simulator' has no bookie URL" }],
      },
    });
    const bookie = [...pulsar.state.bookies.values()][0]!;
    bookie.readOnly = true;
    renderApp('/overview');

    const brokers = await screen.findByRole('list', { name: 'Unhealthy brokers' }, { timeout: 30_000 });
    expect(brokers).toHaveTextContent(
      'standalone / broker-2:8080: connect ECONNREFUSED (has not answered since the catalogue knows it)',
    );
    expect(within(brokers).getByRole('link', { name: 'standalone / broker-2:8080' })).toLinkTo(
      '/management/brokers/standalone/broker-2%3A8080/broker',
    );
    expect(screen.getByRole('list', { name: 'Unhealthy bookies' })).toHaveTextContent(
      `${bookie.id} is read-only`,
    );
    expect(
      screen.getByText("Could not read the bookies: Environment 'simulator' has no bookie URL"),
    ).toBeVisible();
  });

  it('shows an admin its tenants only, without clusters, brokers or bookies', async () => {
    const { pulsar } = await openDemo({ user: { ...tenantAdmin, tenants: ['acme'] } });
    renderApp('/overview');

    expect(await countCard('Tenants')).toBe('1');
    const acmeNamespaces = [...pulsar.state.namespaces.keys()].filter((name) => name.startsWith('acme/'));
    expect(await countCard('Namespaces')).toBe(String(acmeNamespaces.length));
    const counts = screen.getByRole('region', { name: 'At a glance' });
    expect(within(counts).queryByText('Clusters')).toBeNull();
    expect(within(counts).queryByText('Bookies')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Health' })).toBeNull();
    expect(
      screen.getByText(/How your tenants in environment simulator are doing now \(acme\)/),
    ).toBeVisible();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    const { pulsar } = await openDemo();
    renderApp('/overview');

    expect(await screen.findByRole('heading', { name: '概览', level: 1 }, { timeout: 30_000 })).toBeVisible();
    expect(await countCard('租户')).toBe(String(pulsar.state.tenants.size));
    expect(screen.getByRole('region', { name: '积压最多的订阅' })).toBeVisible();
    expect(screen.getByText('所有 Broker 都响应了上一次采集，所有 Bookie 均可写。')).toBeVisible();
  });

  it('says when the overview is refused, with the reason and no Retry', async () => {
    await openDemo();
    const { http, HttpResponse } = await import('msw');
    const reason = 'You have no permission to do this';
    network.use(
      http.get('/pulsar-manager/overview', () =>
        HttpResponse.json({ error: reason, message: reason }, { status: 403 }),
      ),
    );
    renderApp('/overview');

    expect(
      await screen.findByText('You cannot see the overview of this environment', {}, { timeout: 30_000 }),
    ).toBeVisible();
    expect(screen.getByText(reason)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('says when the overview cannot be read, with Retry', async () => {
    const { pulsar } = await openDemo();
    let fail = true;
    const { http, HttpResponse } = await import('msw');
    network.use(
      http.get('/pulsar-manager/overview', () =>
        fail
          ? HttpResponse.json(
              {
                error: "Cannot reach environment 'simulator'",
                message: "Cannot reach environment 'simulator'",
              },
              { status: 502 },
            )
          : undefined,
      ),
    );
    const { user } = renderApp('/overview');

    expect(await screen.findByText('Could not load the overview', {}, { timeout: 30_000 })).toBeVisible();
    expect(screen.getByText("Cannot reach environment 'simulator'")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await countCard('Tenants')).toBe(String(pulsar.state.tenants.size));
  });
});
