import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantAdmin } from '../../../test/console-users.ts';
import { expectNotFoundPage, findPageHeading } from '../../../test/pages.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setWindowWidth } from '../../../test/window-size.ts';
import { ORDERS_ADMIN_PATH, simulateOrdersSubscriptions } from '../test-support/simulated-subscriptions.ts';

const PAGE = '/management/subscriptions/persistent/finance/payments/orders/audit/subscription';

/**
 * orders' Shared subscription `audit` holds 20 messages: reader-1 has 12 of them unacknowledged and
 * was last read at 1 500 msg/s; reader-2 reached its 5-message unacknowledged limit (blocked).
 */
async function simulateAudit(options: Parameters<typeof simulateOrdersSubscriptions>[2] = {}) {
  return await simulateOrdersSubscriptions(
    { audit: 20 },
    {
      audit: [
        {
          name: 'audit-reader-1',
          address: '/10.0.0.7:52110',
          msgRateOut: 1500,
          msgThroughputOut: 2048,
          unackedMessages: 12,
        },
        { name: 'audit-reader-2', unackedMessages: 5, maxUnackedMessages: 5 },
      ],
    },
    options,
  );
}

async function open(path: string) {
  const pulsar = await simulateAudit();
  return { ...renderApp(path), pulsar };
}

/** The subscription's page, Pulsar answering its first read (the topic's partitions) with this failure. */
async function openFailing(status: number, reason: string) {
  (await open(PAGE)).pulsar.fail({ pathPrefix: `${ORDERS_ADMIN_PATH}/partitions`, status, reason });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  // Only Date: "now" is an hour after the simulator's clock started (when the consumers
  // connected), so times are known; timers run for real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-01T01:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('subscription page', { timeout: 60_000 }, () => {
  it('lists the consumers with their address, connection time, rates, unacked, blocked and permits', async () => {
    await open(PAGE);
    expect(await findPageHeading('Subscription audit')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Consumers of subscription audit' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first!)).toEqual([
      'audit-reader-1',
      '/10.0.0.7:52110',
      // Relative, the exact time in its tooltip and <time dateTime>.
      '1 hour ago',
      '1.5K msg/s',
      '2 KB/s',
      '12',
      'No',
      '988',
    ]);
    expect(cellsOf(second!)[6]).toBe('Yes');
    expect(screen.getByText('20 messages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Topic persistent://finance/payments/orders' })).toLinkTo(
      '/management/topics/persistent/finance/payments/orders/topic',
    );
  });

  it('says a subscription the topic does not have does not exist, linking back to its subscriptions', async () => {
    await open('/management/subscriptions/persistent/finance/payments/orders/nobody/subscription');
    await expectNotFoundPage({
      heading: 'Subscription nobody of persistent://finance/payments/orders does not exist',
      backLink: 'Back to the subscriptions of persistent://finance/payments/orders',
      href: '/management/topics/persistent/finance/payments/orders/topic?tab=subscriptions',
      operations: /Skip|Clear|Reset|Expire/,
    });
  });

  it('says a topic that does not exist does not exist, linking back to its namespace’s topics', async () => {
    await open('/management/subscriptions/persistent/finance/payments/gone/audit/subscription');
    await expectNotFoundPage({
      heading: 'Topic persistent://finance/payments/gone does not exist',
      backLink: 'Back to the topics of finance/payments',
      href: '/management/namespaces/finance/payments/namespace?tab=topics',
    });
  });

  it('shows the error and retries when Pulsar fails', async () => {
    // A failure, not an absence (a 404 is the not-found page above).
    await openFailing(500, 'Failed to read the partitioned metadata from the metadata store');
    expect(
      await screen.findByText('The subscription could not be loaded', undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Failed to read the partitioned metadata from the metadata store'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says Pulsar refuses the read (403) with its reason, not as a failure to retry', async () => {
    await openFailing(403, 'Client is not authorized to Get Partitioned Metadata');
    expect(
      await screen.findByRole('heading', { name: 'Pulsar does not let you read this' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Client is not authorized to Get Partitioned Metadata')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('tells an administrator of another tenant it cannot open the subscription, without calling Pulsar', async () => {
    const { seen } = await simulateAudit({ user: tenantAdmin });
    renderApp('/management/subscriptions/persistent/public/default/orders/audit/subscription');
    expect(await findPageHeading('You cannot open subscriptions of tenant public')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('on a phone, puts the operations above the form and keeps them usable', async () => {
    setWindowWidth(390);
    const { user } = await open(`${PAGE}?operation=clear`);
    const operations = await screen.findByRole('tab', { name: 'Clear' }, { timeout: 30_000 });
    expect(operations.closest('.ant-tabs')).toHaveClass('ant-tabs-top');
    await user.click(screen.getByRole('button', { name: 'Clear backlog…' }));
    expect(await screen.findByRole('dialog', { name: 'Clear backlog' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await open(`${PAGE}?operation=skip`);
    expect(await findPageHeading('订阅 audit')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '积压操作' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '跳过消息' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('20 条消息')).toBeInTheDocument();
    // The subscription type is Pulsar's word; in Chinese it reads 共享 (the word stays its tooltip).
    expect(screen.getByText('共享')).toBeInTheDocument();
    expect(screen.queryByText('Shared')).toBeNull();
  });
});
