import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { backlogOf } from '../../../../../pulsar-sim/src/core/subscriptions.ts';
import { url } from '../../../test/console-paths.ts';
import { tenantAdmin } from '../../../test/console-users.ts';
import { network } from '../../../test/network.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { seedBacklogs, type SimulatorState } from '../../../test/simulator-scenario.ts';
import { simulatePulsar, type SimulatedPulsarOptions } from '../../../test/simulator-network.ts';

// Each test renders the whole console, whose shell and antd load lazily: slow on a busy machine
// (the first test of the file compiles them: 30 to 40 s at a load of 16 on two cores).
vi.setConfig({ testTimeout: 90_000 });

/**
 * The demo scenario (tenants, namespaces, topics with traffic and backlog, three bookies) behind the
 * real server, its statistics collected once: the overview is the server's own.
 */
const openDemo = (options: Pick<SimulatedPulsarOptions, 'user'> = {}) =>
  simulatePulsar({ scenario: 'demo', collect: true, ...options });

/** The call the collector makes of each broker for its topics' figures (Pulsar's topicStatsStream). */
const BROKER_STATS_PATH = '/admin/v2/broker-stats/topics';

/** Each namespace of `tenant` with a backlog, and its backlog, largest first (as the server ranks them). */
function namespaceBacklogs(state: SimulatorState, tenant: string): [string, number][] {
  const totals = new Map<string, number>();
  for (const topic of state.topics.values()) {
    if (!topic.namespace.startsWith(`${tenant}/`)) continue;
    for (const subscription of topic.subscriptions.values())
      totals.set(topic.namespace, (totals.get(topic.namespace) ?? 0) + backlogOf(topic, subscription));
  }
  return [...totals].filter(([, backlog]) => backlog > 0).sort(([, a], [, b]) => b - a);
}

/** The topics of `tenant` (of every tenant by default) as the catalogue counts them: a partitioned topic once. */
function topicsOf(state: SimulatorState, tenant?: string) {
  const topics = [...state.topics.values()].filter(
    (topic) => tenant === undefined || topic.namespace.startsWith(`${tenant}/`),
  );
  const parents = new Set(topics.map((topic) => topic.fullName.replace(/-partition-\d+$/, '')));
  return {
    count: parents.size,
    producers: topics.reduce((total, topic) => total + topic.producers.length, 0),
  };
}

const countCard = async (label: string) => {
  const counts = await screen.findByRole('region', { name: /At a glance|概况/ }, { timeout: 30_000 });
  return within(counts).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
};

describe('overview', () => {
  it('is where a super user lands, with the counts of what the simulator holds', async () => {
    const pulsar = await openDemo();
    renderApp('/');

    expect(
      await screen.findByRole('heading', { name: 'Overview', level: 1 }, { timeout: 60_000 }),
    ).toBeVisible();
    expect(currentUrl()).toBe('/overview');
    const { state } = pulsar;
    expect(await countCard('Tenants')).toBe(String(state.tenants.size));
    expect(await countCard('Namespaces')).toBe(String(state.namespaces.size));
    expect(await countCard('Bookies')).toBe(String(state.bookies.size));
    expect(await countCard('Clusters')).toBe(String(state.clusters.size));
    expect(await countCard('Topics')).toBe(String(topicsOf(state).count));
    expect(await countCard('Producers')).toBe(String(topicsOf(state).producers));
    expect(screen.getByText(/Every broker answered the last collector pass/)).toBeVisible();
    // The menu leads here too, and to the tenants list the root used to open.
    expect(screen.getByRole('menuitem', { name: /Overview/ })).toBeVisible();
  });

  it('links the largest backlogs to their namespace and subscription pages', async () => {
    const pulsar = await openDemo();
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
    const pulsar = await simulatePulsar({ scenario: 'demo' });
    // The demo's second broker refuses the collector's call for its figures; a bookie turns read-only.
    const broker = pulsar.simulator.brokers[1]!;
    pulsar.fail({
      broker: broker.id,
      pathPrefix: BROKER_STATS_PATH,
      status: 503,
      reason: 'Broker is shutting down',
    });
    const bookie = [...pulsar.state.bookies.values()][0]!;
    bookie.readOnly = true;
    await pulsar.beacon.collectStatistics();
    // Then the brokers' lists fail: the overview cannot count them.
    pulsar.fail({ pathPrefix: '/admin/v2/brokers/', status: 500, reason: 'metadata store unavailable' });
    // The server's words for both failures, as its API gives them to a super user.
    const { beacon } = pulsar;
    beacon.superSession.environment = 'simulator';
    const answer = await beacon.superSession.request('GET', url('/overview'));
    const overview = JSON.parse(answer.body) as {
      unhealthyBrokers: { broker: string; error: string }[];
      problems: { part: string; message: string }[];
    };
    const [unhealthy] = overview.unhealthyBrokers;
    expect(unhealthy?.broker).toBe(broker.id);
    const problem = overview.problems.find(({ part }) => part === 'brokers');
    expect(problem).toBeDefined();
    renderApp('/overview');

    const brokers = await screen.findByRole('list', { name: 'Unhealthy brokers' }, { timeout: 30_000 });
    const name = `${broker.cluster} / ${broker.id}`;
    expect(brokers).toHaveTextContent(
      `${name}: ${unhealthy!.error} (has not answered since the catalogue knows it)`,
    );
    expect(within(brokers).getByRole('link', { name })).toLinkTo(
      `/management/brokers/${broker.cluster}/${encodeURIComponent(broker.id)}/broker`,
    );
    expect(screen.getByRole('list', { name: 'Unhealthy bookies' })).toHaveTextContent(
      `${bookie.id} is read-only`,
    );
    expect(screen.getByText(`Could not read the brokers: ${problem!.message}`)).toBeVisible();
  });

  it('shows an admin its tenants only, without clusters, brokers or bookies', async () => {
    const pulsar = await openDemo({ user: { ...tenantAdmin, tenants: ['acme'] } });
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

  it("is filtered by the server: acme's admin sees acme's topics, producers and backlogs only", async () => {
    const pulsar = await simulatePulsar({ scenario: 'demo', user: { ...tenantAdmin, tenants: ['acme'] } });
    // A backlog in acme too, beside the demo's in sample, before the collector passes.
    const enriched = pulsar.state.topics.get('persistent://acme/analytics/enriched')!;
    seedBacklogs(pulsar.state, enriched, { reports: 7 });
    await pulsar.beacon.collectStatistics();
    const acme = topicsOf(pulsar.state, 'acme');
    const acmeBacklogs = namespaceBacklogs(pulsar.state, 'acme');
    // What the page must leave out: the demo's other tenants have topics and backlogs of their own.
    expect(namespaceBacklogs(pulsar.state, 'sample').length).toBeGreaterThan(0);
    expect(topicsOf(pulsar.state, 'sample').count).toBeGreaterThan(0);
    renderApp('/overview');

    expect(await countCard('Topics')).toBe(String(acme.count));
    expect(await countCard('Producers')).toBe(String(acme.producers));
    const namespaces = screen.getByRole('region', { name: 'Largest namespace backlogs' });
    const links = await within(namespaces).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(acmeBacklogs.map(([name]) => name));
    const subscriptions = screen.getByRole('region', { name: 'Largest subscription backlogs' });
    for (const link of within(subscriptions).getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/management\/subscriptions\/persistent\/acme\//);
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    const pulsar = await openDemo();
    renderApp('/overview');

    expect(await screen.findByRole('heading', { name: '概览', level: 1 }, { timeout: 30_000 })).toBeVisible();
    expect(await countCard('租户')).toBe(String(pulsar.state.tenants.size));
    expect(screen.getByRole('region', { name: '积压最多的订阅' })).toBeVisible();
    expect(screen.getByText('所有 Broker 都响应了上一次采集，所有 Bookie 均可写。')).toBeVisible();
  });

  it('says when the overview is refused, with the reason and no Retry', async () => {
    // The real server refuses the overview only to a caller holding nothing in the environment it
    // names, and such a caller is answered 400 (no such environment) before the overview is read:
    // this state, which the page still handles, is reached through a written answer.
    await openDemo();
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
    // The server reads no part of the overview it cannot do without (a failing part is a problem
    // in its answer): what fails is the browser's call, until the server can be reached again.
    const pulsar = await openDemo();
    let down = true;
    network.use(http.get(url('/overview'), () => (down ? HttpResponse.error() : undefined)));
    const { user } = renderApp('/overview');

    expect(await screen.findByText('Could not load the overview', {}, { timeout: 30_000 })).toBeVisible();
    expect(screen.getByText('Cannot reach the server')).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await countCard('Tenants')).toBe(String(pulsar.state.tenants.size));
  });
});
