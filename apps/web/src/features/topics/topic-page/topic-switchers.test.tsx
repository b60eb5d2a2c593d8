import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SeenRequests } from '../../../test/console-api.ts';
import { currentUrl } from '../../../test/render-app.tsx';
import { callsTo } from './test-support/fake-pulsar-topic.ts';
import {
  figure,
  openTopicPage,
  SLOW_MACHINE_MS,
  TOPIC_PAGE,
  topicTabs,
} from './test-support/open-topic-page.ts';
import { orders, topicWorld, worldTopic } from './test-support/topic-world.ts';

const partition = (index: number) => ({ ...orders, topic: `orders-partition-${index}` });
const PARTITION_1 = '/management/topics/persistent/finance/payments/orders-partition-1/topic';

describe('topic page switchers', { timeout: SLOW_MACHINE_MS }, () => {
  it('switches between the partitions of a partitioned topic and links to it', async () => {
    const world = topicWorld(
      [0, 1, 2].map((index) => worldTopic(partition(index))),
      {
        partitioned: { 'persistent://finance/payments/orders': 3 },
      },
    );
    const { user } = openTopicPage(world, `${PARTITION_1}?tab=storage`);
    await topicTabs();

    expect(await screen.findByText('Partition 1 of partitioned topic orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All partitions of orders' })).toHaveAttribute(
      'href',
      '/management/topics/persistent/finance/payments/orders/partitionedTopic',
    );
    await user.click(screen.getByRole('combobox', { name: 'Partition' }));
    // antd's listbox options are for screen readers and carry the values; the visible items carry the labels.
    await screen.findAllByRole('option');
    const options = screen.getAllByText(/^Partition \d$/, { selector: '.ant-select-item-option-content' });
    expect(options.map((option) => option.textContent)).toEqual([
      'Partition 0',
      'Partition 1',
      'Partition 2',
    ]);
    await user.click(screen.getByText('Partition 2', { selector: '.ant-select-item-option-content' }));

    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/management/topics/persistent/finance/payments/orders-partition-2/topic?tab=storage',
      ),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Topic persistent://finance/payments/orders-partition-2',
      }),
    ).toBeInTheDocument();
  });

  it('shows no partition switcher for a non-partitioned topic', async () => {
    openTopicPage(topicWorld([worldTopic(orders)]));
    await topicTabs();

    expect(await screen.findByText('pulsar://broker-1.example:6650')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Partition' })).not.toBeInTheDocument();
  });

  it('reads each replication cluster’s copy with x-pulsar-cluster and keeps the choice in the URL', async () => {
    const seen: SeenRequests = [];
    const world = topicWorld(
      [
        worldTopic(orders, { cluster: 'east', stats: { msgRateIn: 100, publishers: [], subscriptions: {} } }),
        worldTopic(orders, {
          cluster: 'west',
          stats: { msgRateIn: 900, publishers: [], subscriptions: {} },
          lookup: { brokerUrl: 'pulsar://broker-9.west:6650', httpUrl: 'http://broker-9.west:8080' },
        }),
      ],
      { replication: { 'finance/payments': ['east', 'west'] } },
    );
    const { user } = openTopicPage(world, TOPIC_PAGE, seen);
    await topicTabs();

    await waitFor(async () => expect(await figure('In Rate')).toHaveTextContent('100.00 msg/s'));
    const clusters = screen.getByRole('radiogroup', { name: 'Cluster' });
    expect(within(clusters).getByRole('radio', { name: 'east' })).toBeChecked();
    // antd draws radio buttons over a hidden input: the user clicks the label.
    await user.click(within(clusters).getByText('west'));

    await waitFor(() => expect(currentUrl()).toBe(`${TOPIC_PAGE}?cluster=west`));
    await waitFor(async () => expect(await figure('In Rate')).toHaveTextContent('900.00 msg/s'));
    expect(await screen.findByText('pulsar://broker-9.west:6650')).toBeInTheDocument();
    const stats = callsTo(seen, 'GET', '/orders/stats').map((request) =>
      request.headers.get('x-pulsar-cluster'),
    );
    expect(stats).toContain('east');
    expect(stats).toContain('west');
    expect(stats).not.toContain(null);
  });
});
