import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { simulatePartitionedOrders } from '../test-support/simulated-partitioned-subscriptions.ts';
import { backlogOf } from '../test-support/simulated-subscriptions.ts';

const TOPIC = '/admin/v2/persistent/finance/payments/orders';

const cellsOf = (row: HTMLElement, role: 'cell' | 'columnheader' = 'cell') =>
  within(row)
    .getAllByRole(role)
    .map((cell) => cell.textContent);
const PAGE = '/management/subscriptions/persistent/finance/payments/orders/audit/subscription';

/**
 * orders has 4 partitions; on partition i, `audit` holds 3 messages (`p<i>-message-0`, a JSON one,
 * `p<i>-message-2`) read by `reader-<i>`, and `billing` 5.
 */
async function open(operation: string) {
  const pulsar = await simulatePartitionedOrders(4, (index) => [
    { name: `reader-${String(index)}`, address: `/10.0.0.${String(index)}:6650` },
    // A second connection on partition 1 only: Pulsar's merged list then no longer lines up.
    ...(index === 1 ? [{ name: 'reader-1b', address: '/10.0.0.11:6650' }] : []),
  ]);
  const view = renderApp(`${PAGE}?operation=${operation}`);
  const calls = () =>
    pulsar.seen
      .filter((request) => !new URL(request.url).pathname.endsWith('/partitions'))
      .filter((request) => !new URL(request.url).pathname.endsWith('/partitioned-stats'))
      .map((request) => `${request.method} ${new URL(request.url).pathname}`);
  return { ...view, pulsar, calls, seen: pulsar.seen };
}

describe('subscription of a partitioned topic', { timeout: 60_000 }, () => {
  it('lists each partition’s consumers once, with their partition, name and address, and the summed backlog', async () => {
    const { user, seen } = await open('skip');
    // The total comes from Pulsar's merged figures: 4 partitions × 3 messages.
    expect(await screen.findByText('12 messages', undefined, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText(/Partitioned topic with 4 partitions/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'CONSUMERS' }));
    const table = await screen.findByRole('table', { name: 'Consumers of subscription audit' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(cellsOf(header!, 'columnheader').slice(0, 3)).toEqual(['Partition', 'Consumer Name', 'Address']);
    // Not Pulsar's merged list (one nameless row folded from four partitions): each connection once.
    expect(rows.map((row) => cellsOf(row).slice(0, 3))).toEqual([
      ['0', 'reader-0', '/10.0.0.0:6650'],
      ['1', 'reader-1', '/10.0.0.1:6650'],
      ['1', 'reader-1b', '/10.0.0.11:6650'],
      ['2', 'reader-2', '/10.0.0.2:6650'],
      ['3', 'reader-3', '/10.0.0.3:6650'],
    ]);
    expect(within(table).getByRole('link', { name: 'Subscription audit on partition 2' })).toLinkTo(
      '/management/subscriptions/persistent/finance/payments/orders-partition-2/audit/subscription',
    );
    // One call gives the totals and each partition's consumers; publishers are not asked for.
    const statsQueries = seen
      .filter((request) => new URL(request.url).pathname === `${TOPIC}/partitioned-stats`)
      .map((request) => new URL(request.url).search);
    expect(new Set(statsQueries)).toEqual(new Set(['?perPartition=true&excludePublishers=true']));
  });

  it('names the Partition column in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    const { user } = await open('skip');
    await screen.findByText('12 条消息', undefined, { timeout: 30_000 });
    await user.click(screen.getByRole('tab', { name: '消费者' }));
    const table = await screen.findByRole('table', { name: '订阅 audit 的消费者' });
    const [header, first] = within(table).getAllByRole('row');
    expect(cellsOf(header!, 'columnheader').slice(0, 3)).toEqual(['分区', '消费者名称', '地址']);
    expect(cellsOf(first!).slice(0, 3)).toEqual(['0', 'reader-0', '/10.0.0.0:6650']);
  });

  it('peeks the chosen partition topic (never the base name) and shows the payload text', async () => {
    const { user, calls, pulsar } = await open('peek');
    const peek = await screen.findByRole('form', { name: 'Peek' }, { timeout: 30_000 });
    const partition = within(peek).getByRole('spinbutton', { name: 'Partition' });
    await user.clear(partition);
    await user.type(partition, '2');
    const count = within(peek).getByRole('spinbutton', { name: 'Messages to peek' });
    await user.clear(count);
    await user.type(count, '5');
    await user.click(within(peek).getByRole('button', { name: 'Peek' }));

    expect(
      await screen.findByText('Messages peeked from persistent://finance/payments/orders-partition-2'),
    ).toBeInTheDocument();
    expect(screen.getByText('p2-message-0')).toBeInTheDocument();
    expect(screen.getByText('{"partition":2,"amount":12.5}')).toBeInTheDocument();
    expect(screen.getByText('p2-message-2')).toBeInTheDocument();
    expect(screen.getByText(pulsar.auditIds[2]![0]!)).toBeInTheDocument();
    // Pulsar 4.0's one X-Pulsar-PROPERTY header (a JSON object), shown property by property.
    expect(screen.getByText('origin=checkout, trace=t-2')).toBeInTheDocument();
    // Three messages in the backlog: the fourth position answers 404 Message not found and peeking stops.
    expect(calls()).toEqual(
      [1, 2, 3, 4].map((n) => `GET ${TOPIC}-partition-2/subscription/audit/position/${n}`),
    );

    // A row opens the whole message, read as bytes: its JSON payload pretty-printed, or as hex.
    await user.click(screen.getAllByRole('button', { name: /expand row/i })[1]!);
    const format = await screen.findByRole('radiogroup', { name: 'Payload format' });
    await user.click(within(format).getByText('Hex'));
    expect(await screen.findByText(/7b 22 70 61 72 74 69 74/)).toBeInTheDocument(); // {"partit
  });

  it('labels each form’s own Partition field after moving between operations', async () => {
    const { user } = await open('reset');
    await screen.findByRole('form', { name: 'By message id' }, { timeout: 30_000 });
    await user.click(screen.getByRole('tab', { name: 'Peek' }));
    const peek = await screen.findByRole('form', { name: 'Peek' });
    // The label resolves inside the Peek form, not to the hidden Reset form's input of the same name.
    expect(within(peek).getByLabelText('Partition')).toBeInTheDocument();
    const ids = [...document.querySelectorAll('form [id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('skips on the chosen partition and expires through the partitioned topic, on this subscription only', async () => {
    const { user, calls, pulsar } = await open('skip');
    const skip = await screen.findByRole('form', { name: 'Skip' }, { timeout: 30_000 });
    const partition = within(skip).getByRole('spinbutton', { name: 'Partition' });
    await user.clear(partition);
    await user.type(partition, '3');
    await user.type(within(skip).getByRole('spinbutton', { name: 'Messages to skip' }), '2');
    await user.click(within(skip).getByRole('button', { name: 'Skip…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip messages' });
    expect(
      within(dialog).getByText(
        'Skip 2 of the 12 messages in the backlog of subscription audit on partition 3. Skipped messages are acknowledged and never delivered.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Skip 2 messages' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Expire' }));
    const expire = await screen.findByRole('form', { name: 'Expire' });
    await user.type(within(expire).getByRole('spinbutton', { name: 'Expire messages older than' }), '1');
    await user.click(within(expire).getByRole('button', { name: 'Expire…' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Expire messages' })).getByRole('button', {
        name: 'Expire',
      }),
    );
    await waitFor(() =>
      expect(calls().filter((call) => call.startsWith('POST'))).toEqual([
        `POST ${TOPIC}-partition-3/subscription/audit/skip/2`,
        `POST ${TOPIC}/subscription/audit/expireMessages/60`,
      ]),
    );
    // Expire reached every partition of `audit` (all its messages are over a minute old);
    // `billing` kept its backlog.
    const partitionPath = (index: number) => `${TOPIC}-partition-${String(index)}`;
    expect(await backlogOf(pulsar, 'audit', partitionPath(0))).toBe(0);
    expect(await backlogOf(pulsar, 'audit', partitionPath(3))).toBe(0);
    expect(await backlogOf(pulsar, 'billing', partitionPath(3))).toBe(5);
  });
});
