import { COOKIES } from '@beacon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  signInAsOperator,
  tenantAdmin,
  userInfoHandler,
  type SeenRequests,
} from '../../../test/console-api.ts';
import { network } from '../../../test/network.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { fakePulsarTopic } from './test-support/fake-pulsar-topic.ts';
import {
  cellsOf,
  figure,
  openTopicPage as open,
  TOPIC_PAGE as PAGE,
  topicTabs,
  SLOW_MACHINE_MS,
} from './test-support/open-topic-page.ts';
import { orders, producer, subscription, topicWorld, worldTopic } from './test-support/topic-world.ts';

// An environment chosen, as a browser that reached a topic has (see openTopicPage): without one the
// shell's probe is answered 'no active environment' and the console goes to /environments.
const WITH_ENVIRONMENT = { [COOKIES.environment]: 'staging' };

function busyWorld() {
  return topicWorld([
    worldTopic(orders, {
      stats: {
        msgRateIn: 2500,
        msgRateOut: 1200.5,
        msgThroughputIn: 2048,
        msgThroughputOut: 3 * 1024 ** 2,
        storageSize: 5 * 1024 ** 3,
        backlogSize: 1536,
        publishers: [
          producer('checkout', {
            producerId: 7,
            msgRateIn: 2500,
            msgThroughputIn: 2048,
            averageMsgSize: 512,
          }),
        ],
        subscriptions: {
          billing: subscription({
            type: 'Shared',
            msgBacklog: 42,
            unackedMessages: 3,
            msgRateOut: 1200.5,
            consumerCount: 2,
          }),
        },
      },
    }),
  ]);
}

describe('topic page OVERVIEW', { timeout: SLOW_MACHINE_MS }, () => {
  it('shows the figures with their units, the owner broker and bundle', async () => {
    open(busyWorld());
    await topicTabs();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Topic persistent://finance/payments/orders' }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await figure('In Rate')).toHaveTextContent('2.5K msg/s'));
    expect(await figure('Out Rate')).toHaveTextContent('1.2K msg/s');
    expect(await figure('In Throughput')).toHaveTextContent('2 KB/s');
    expect(await figure('Out Throughput')).toHaveTextContent('3 MB/s');
    expect(await figure('Storage Size')).toHaveTextContent('5 GB');
    expect(await figure('Backlog Size')).toHaveTextContent('1.5 KB');
    expect(await screen.findByText('pulsar://broker-1.example:6650')).toBeInTheDocument();
    expect(screen.getByText('http://broker-1.example:8080')).toBeInTheDocument();
    expect(await screen.findByText('0x00000000_0x40000000')).toBeInTheDocument();
  });

  it('lists producers and subscriptions, linking each subscription to its page', async () => {
    open(busyWorld());
    await topicTabs();

    const producers = await screen.findByRole('table', {
      name: 'Producers of persistent://finance/payments/orders',
    });
    const [, producerRow] = within(producers).getAllByRole('row');
    expect(cellsOf(producerRow!).slice(0, 6)).toEqual([
      '7',
      'checkout',
      '/10.0.0.7:51234',
      '2.5K msg/s',
      '2 KB/s',
      '512 B',
    ]);
    expect(cellsOf(producerRow!)[7]).toBe('4.0.7');

    const subscriptions = screen.getByRole('table', {
      name: 'Subscriptions of persistent://finance/payments/orders',
    });
    const [, row] = within(subscriptions).getAllByRole('row');
    expect(cellsOf(row!).slice(0, 9)).toEqual([
      'billing',
      'Shared',
      '42',
      '—',
      '1.2K msg/s',
      '0 B/s',
      '0.00 msg/s',
      '3',
      '2',
    ]);
    expect(within(row!).getByRole('link', { name: 'billing' })).toHaveAttribute(
      'href',
      '/management/subscriptions/persistent/finance/payments/orders/billing/subscription',
    );
  });

  it('opens the subscription page with a backlog operation chosen', async () => {
    const { user } = open(busyWorld());
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
    open(topicWorld([]));

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
    const { user } = open(busyWorld());

    await user.click(await screen.findByRole('tab', { name: 'STORAGE' }));
    await waitFor(() => expect(currentUrl()).toBe(`${PAGE}?tab=storage`));
    expect(
      await screen.findByRole('table', { name: 'Ledgers of persistent://finance/payments/orders' }),
    ).toBeInTheDocument();
  });
});

describe('topic page access and language', { timeout: SLOW_MACHINE_MS }, () => {
  it('tells an administrator of another tenant that the topic is not theirs, without calling Pulsar', async () => {
    const seen: SeenRequests = [];
    signInAsOperator(WITH_ENVIRONMENT);
    const world = topicWorld([worldTopic({ ...orders, tenant: 'public', namespace: 'default' })]);
    network.use(userInfoHandler([], tenantAdmin), ...fakePulsarTopic(world, seen));
    renderApp('/management/topics/persistent/public/default/orders/topic');

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
    expect(seen).toEqual([]);
  });

  it('lets an administrator of the tenant in', async () => {
    signInAsOperator(WITH_ENVIRONMENT);
    const world = busyWorld();
    network.use(userInfoHandler([], tenantAdmin), ...fakePulsarTopic(world));
    renderApp(PAGE);

    await waitFor(async () => expect(await figure('In Rate')).toHaveTextContent('2.5K msg/s'));
    expect(screen.getByRole('button', { name: 'New Subscription' })).toBeEnabled();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    open(busyWorld());
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
