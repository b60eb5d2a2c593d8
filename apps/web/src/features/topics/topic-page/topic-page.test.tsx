import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tenantAdmin } from '../../../test/console-users.ts';
import { currentUrl } from '../../../test/render-app.tsx';
import { simulatePulsar, type SimulatedPulsar } from '../../../test/simulator-network.ts';
import {
  ManualClock,
  scenarioOf,
  seedConsumer,
  seedNamespace,
  seedRates,
  seedSubscription,
  seedTenant,
  seedTopic,
} from '../../../test/simulator-scenario.ts';
import { attachProducer } from '../../../../../pulsar-sim/src/core/clients.ts';
import {
  cellsOf,
  figure,
  openTopicPage as open,
  TOPIC_PAGE as PAGE,
  topicTabs,
  SLOW_MACHINE_MS,
} from './test-support/open-topic-page.ts';
import { askPulsar, publishEntries, simulateTopic } from './test-support/simulated-topic.ts';

const MB = 1024 ** 2;
const HOUR = 60 * 60 * 1000;
const ORDERS_PATH = 'persistent/finance/payments/orders';

/**
 * orders at a busy moment, an hour after its messages were published: producer checkout, 2 MB
 * stored, subscription billing 32 messages (1.5 KB) behind with two Shared consumers, one holding
 * 3 unacknowledged, and the last stats window's rates.
 */
async function simulateBusyOrders(options: { user?: typeof tenantAdmin } = {}): Promise<SimulatedPulsar> {
  return await simulateTopic({
    ...options,
    clock: new ManualClock(Date.now() - HOUR),
    populate: (state, topic) => {
      attachProducer(state, topic, { ratePerSecond: 0, name: 'checkout' });
      // Stored before billing existed, so outside its backlog.
      publishEntries(state, topic, 1, 2 * MB - 1536);
      seedSubscription(state, topic, 'billing', 'latest');
      publishEntries(state, topic, 32, 48);
      seedConsumer(state, topic, 'billing', {
        name: 'billing-0',
        type: 'Shared',
        unackedMessages: 3,
        msgRateOut: 1200.5,
      });
      seedConsumer(state, topic, 'billing', { name: 'billing-1', type: 'Shared' });
      seedRates(topic, {
        msgRateIn: 2500,
        msgThroughputIn: 2048,
        msgRateOut: 1200.5,
        msgThroughputOut: 3 * MB,
      });
    },
  });
}

interface Lookup {
  brokerUrl: string;
  httpUrl: string;
}

interface Publisher {
  producerId: number;
  address: string;
  clientVersion: string;
}

describe('topic page OVERVIEW', { timeout: SLOW_MACHINE_MS }, () => {
  it('shows the figures with their units, the owner broker and bundle', async () => {
    const pulsar = await simulateBusyOrders();
    open();
    await topicTabs();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Topic persistent://finance/payments/orders' }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await figure('In Rate')).toHaveTextContent('2.5K msg/s'));
    expect(await figure('Out Rate')).toHaveTextContent('1.2K msg/s');
    expect(await figure('In Throughput')).toHaveTextContent('2 KB/s');
    expect(await figure('Out Throughput')).toHaveTextContent('3 MB/s');
    expect(await figure('Storage Size')).toHaveTextContent('2 MB');
    expect(await figure('Backlog Size')).toHaveTextContent('1.5 KB');
    // The owner and bundle Pulsar's lookup gives.
    const lookup = await askPulsar<Lookup>(pulsar, `/lookup/v2/topic/${ORDERS_PATH}`);
    const bundle = await pulsar.simulator.handle({
      method: 'GET',
      url: `/lookup/v2/topic/${ORDERS_PATH}/bundle`,
    });
    expect(await screen.findByText(lookup.brokerUrl)).toBeInTheDocument();
    expect(screen.getByText(lookup.httpUrl)).toBeInTheDocument();
    expect(await screen.findByText(new TextDecoder().decode(bundle.body))).toBeInTheDocument();
  });

  it('lists producers and subscriptions, linking each subscription to its page', async () => {
    const pulsar = await simulateBusyOrders();
    open();
    await topicTabs();

    const producers = await screen.findByRole('table', {
      name: 'Producers of persistent://finance/payments/orders',
    });
    const [, producerRow] = within(producers).getAllByRole('row');
    // Its id, address and client version are the ones its connection got from the broker.
    const { publishers } = await askPulsar<{ publishers: Publisher[] }>(
      pulsar,
      `/admin/v2/${ORDERS_PATH}/stats`,
    );
    const checkout = publishers[0]!;
    expect(cellsOf(producerRow!).slice(0, 6)).toEqual([
      String(checkout.producerId),
      'checkout',
      checkout.address,
      '2.5K msg/s',
      '2 KB/s',
      // Pulsar's average is its throughput over its rate: 2048 / 2500 = 0.82 B, shown rounded.
      '1 B',
    ]);
    expect(cellsOf(producerRow!)[7]).toBe(checkout.clientVersion);

    const subscriptions = screen.getByRole('table', {
      name: 'Subscriptions of persistent://finance/payments/orders',
    });
    const [, row] = within(subscriptions).getAllByRole('row');
    expect(cellsOf(row!).slice(0, 9)).toEqual([
      'billing',
      'Shared',
      '32',
      '1 hour ago',
      '1.2K msg/s',
      '0 B/s',
      '0.00 msg/s',
      '3',
      '2',
    ]);
    expect(within(row!).getByRole('link', { name: 'billing' })).toLinkTo(
      '/management/subscriptions/persistent/finance/payments/orders/billing/subscription',
    );
  });

  it('opens the subscription page with a backlog operation chosen', async () => {
    await simulateBusyOrders();
    const { user } = open();
    await topicTabs();

    await user.click(await screen.findByRole('button', { name: 'Backlog operations of billing' }));
    await user.click(await screen.findByRole('link', { name: 'SKIP' }));

    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/management/subscriptions/persistent/finance/payments/orders/billing/subscription?operation=skip',
      ),
    );
  });

  it('says a topic Pulsar does not know does not exist, instead of failed statistics', async () => {
    await simulatePulsar({
      scenario: scenarioOf((state) => {
        seedTenant(state, 'finance', ['standalone']);
        seedNamespace(state, 'finance/payments', ['standalone']);
      }),
    });
    open();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Topic persistent://finance/payments/orders does not exist',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Could not load the topic statistics')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('keeps the tab in the URL', async () => {
    await simulateBusyOrders();
    const { user } = open();

    await user.click(await screen.findByRole('tab', { name: 'STORAGE' }));
    await waitFor(() => expect(currentUrl()).toBe(`${PAGE}?tab=storage`));
    expect(
      await screen.findByRole('table', { name: 'Ledgers of persistent://finance/payments/orders' }),
    ).toBeInTheDocument();
  });
});

describe('topic page access and language', { timeout: SLOW_MACHINE_MS }, () => {
  it('tells an administrator of another tenant that the topic is not theirs, without calling Pulsar', async () => {
    const { seen } = await simulatePulsar({
      user: tenantAdmin,
      scenario: scenarioOf((state) => {
        seedTenant(state, 'public', ['standalone']);
        seedNamespace(state, 'public/default', ['standalone']);
        seedTopic(state, 'persistent://public/default/orders', 'standalone');
      }),
    });
    open('/management/topics/persistent/public/default/orders/topic');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You cannot manage topic persistent://public/default/orders',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Only a superuser or an administrator of tenant public can open it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(seen.filter((request) => request.url.includes('/public/default'))).toEqual([]);
  });

  it('lets an administrator of the tenant in', async () => {
    await simulateBusyOrders({ user: tenantAdmin });
    open(PAGE);

    await waitFor(async () => expect(await figure('In Rate')).toHaveTextContent('2.5K msg/s'));
    expect(screen.getByRole('button', { name: 'New Subscription' })).toBeEnabled();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await simulateBusyOrders();
    open();
    await topicTabs();

    expect(
      await screen.findByRole('heading', { level: 1, name: '主题 persistent://finance/payments/orders' }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await figure('入站速率')).toHaveTextContent('2.5K 条/秒'));
    expect(await figure('入站吞吐量')).toHaveTextContent('2 KB/s');
    expect(screen.getByRole('tab', { name: '存储' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建订阅' })).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'persistent://finance/payments/orders 的订阅' }),
    ).toBeInTheDocument();
  });
});
