import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { ORDERS, simulatePartitionedTopic } from './test-support/simulated-partitioned-topic.ts';

const PAGE = '/management/topics/persistent/finance/payments/orders/partitionedTopic?tab=policies';
const PATH = '/admin/v2/persistent/finance/payments/orders';

async function open(missing: number[] = []) {
  const pulsar = await simulatePartitionedTopic(3, () => ({}), { missing });
  const view = renderApp(PAGE);
  const writes = () =>
    pulsar.seen
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
  return { ...view, pulsar, writes };
}

describe('the partitioned topic’s missing partitions and properties', { timeout: 60_000 }, () => {
  it('creates the missing partitions after saying what it does', async () => {
    const { user, pulsar, writes } = await open([1]);
    expect(pulsar.state.topics.has(`${ORDERS}-partition-1`)).toBe(false);
    await user.click(
      await screen.findByRole('button', { name: 'Create missing partitions' }, { timeout: 30_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      `Create the missing partitions of ${ORDERS}? Pulsar creates every partition its metadata counts (partitions: 3) that is not there; the others are not touched.`,
    );
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Missing partitions created')).toBeVisible();
    expect(writes()).toEqual([`POST ${PATH}/createMissedPartitions`]);
    expect(pulsar.state.topics.has(`${ORDERS}-partition-1`)).toBe(true);
  });

  it('keeps the partitioned topic’s own properties: adds one and removes it by ?key=', async () => {
    const { user, pulsar, writes } = await open();
    const table = await screen.findByRole(
      'table',
      { name: `Properties of topic ${ORDERS}` },
      { timeout: 30_000 },
    );
    expect(within(table).getByText('No properties.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Add a property' });
    await user.type(within(form).getByRole('textbox', { name: 'Key' }), 'owner');
    await user.type(within(form).getByRole('textbox', { name: 'Value' }), 'payments team');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Property owner added')).toBeVisible();
    expect(pulsar.state.partitionedTopics.get(ORDERS)?.properties).toEqual({ owner: 'payments team' });

    await user.click(await screen.findByRole('button', { name: 'Remove property owner' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Property owner removed')).toBeVisible();
    expect(writes()).toEqual([`PUT ${PATH}/properties`, `DELETE ${PATH}/properties?key=owner`]);
    await waitFor(() => expect(pulsar.state.partitionedTopics.get(ORDERS)?.properties).toEqual({}));
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await open([2]);
    expect(await screen.findByRole('button', { name: '创建缺失的分区' }, { timeout: 30_000 })).toBeVisible();
    expect(screen.getByRole('table', { name: `主题 ${ORDERS} 的属性` })).toBeVisible();
  });
});
