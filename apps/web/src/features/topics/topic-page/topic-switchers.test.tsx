import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl } from '../../../test/render-app.tsx';
import { simulatePulsar, type SimulatedPulsar } from '../../../test/simulator-network.ts';
import {
  scenarioOf,
  seedNamespace,
  seedRates,
  seedTenant,
  seedTopic,
} from '../../../test/simulator-scenario.ts';
import { simulateOrdersTopic } from '../schema/test-support/simulated-orders-topic.ts';
import { callsTo } from './test-support/calls-to.ts';
import {
  figure,
  openTopicPage,
  SLOW_MACHINE_MS,
  TOPIC_PAGE,
  topicTabs,
} from './test-support/open-topic-page.ts';

const ORDERS = 'persistent://finance/payments/orders';
const PARTITION_1 = '/management/topics/persistent/finance/payments/orders-partition-1/topic';

/** The broker Pulsar's lookup names for orders on `cluster`. */
async function brokerOf(pulsar: SimulatedPulsar, cluster?: string): Promise<string> {
  const answer = await pulsar.simulator.handle({
    method: 'GET',
    url: '/lookup/v2/topic/persistent/finance/payments/orders',
    ...(cluster === undefined ? {} : { cluster }),
  });
  return (JSON.parse(new TextDecoder().decode(answer.body)) as { brokerUrl: string }).brokerUrl;
}

/** orders replicated on east and west (created once, on every cluster), each copy publishing at its own rate. */
async function simulateReplicatedOrders(rates: Record<string, number>): Promise<SimulatedPulsar> {
  const clusters = Object.keys(rates);
  return await simulatePulsar({
    scenario: scenarioOf((state, states) => {
      seedTenant(state, 'finance', clusters);
      seedNamespace(state, 'finance/payments', clusters);
      seedTopic(state, ORDERS, clusters[0] ?? '');
      for (const [cluster, msgRateIn] of Object.entries(rates)) {
        const copy = states.get(cluster)?.topics.get(ORDERS);
        if (!copy) throw new Error(`orders has no copy on ${cluster}`);
        seedRates(copy, { msgRateIn });
      }
    }, clusters),
  });
}

describe('topic page switchers', { timeout: SLOW_MACHINE_MS }, () => {
  it('switches between the partitions of a partitioned topic and links to it', async () => {
    await simulateOrdersTopic([], { partitions: 3 });
    const { user } = openTopicPage(`${PARTITION_1}?tab=storage`);
    await topicTabs();

    expect(await screen.findByText('Partition 1 of partitioned topic orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All partitions of orders' })).toLinkTo(
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
    const pulsar = await simulateOrdersTopic();
    openTopicPage();
    await topicTabs();

    expect(await screen.findByText(await brokerOf(pulsar))).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Partition' })).not.toBeInTheDocument();
  });

  it('reads each replication cluster’s copy with x-pulsar-cluster and keeps the choice in the URL', async () => {
    const pulsar = await simulateReplicatedOrders({ east: 100, west: 900 });
    const { user } = openTopicPage();
    await topicTabs();

    await waitFor(async () => expect(await figure('In Rate')).toHaveTextContent('100.00 msg/s'));
    const clusters = screen.getByRole('radiogroup', { name: 'Cluster' });
    expect(within(clusters).getByRole('radio', { name: 'east' })).toBeChecked();
    // antd draws radio buttons over a hidden input: the user clicks the label.
    await user.click(within(clusters).getByText('west'));

    await waitFor(() => expect(currentUrl()).toBe(`${TOPIC_PAGE}?cluster=west`));
    await waitFor(async () => expect(await figure('In Rate')).toHaveTextContent('900.00 msg/s'));
    expect(await screen.findByText(await brokerOf(pulsar, 'west'))).toBeInTheDocument();
    const stats = callsTo(pulsar.seen, 'GET', '/orders/stats').map((request) =>
      request.headers.get('x-pulsar-cluster'),
    );
    expect(stats).toContain('east');
    expect(stats).toContain('west');
    expect(stats).not.toContain(null);
  });
});
