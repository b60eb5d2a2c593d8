import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSubscription } from '../../../test/simulator-scenario.ts';
import { startOffload } from '../../../../../pulsar-sim/src/core/background-work.ts';
import {
  cellsOf,
  figure,
  openTopicPage,
  TOPIC_PAGE,
  topicTabs,
  SLOW_MACHINE_MS,
} from './test-support/open-topic-page.ts';
import { askPulsar, ledgerIdsOf, simulateTopic } from './test-support/simulated-topic.ts';

const STORAGE = `${TOPIC_PAGE}?tab=storage`;
const ORDERS = 'persistent/finance/payments/orders';
const KB = 1024;
const MB = 1024 ** 2;

interface Cursor {
  markDeletePosition: string;
  readPosition: string;
  waitingReadOp: boolean;
  pendingReadOps: number;
  messagesConsumedCounter: number;
  numberOfEntriesSinceFirstNotAckedMessage: number;
}

/**
 * orders storing 3 MB: a closed ledger of 2.5 MB offloaded to tiered storage, the open one holding
 * 512 KB; subscription billing reads it from the earliest message.
 */
async function simulateOrders() {
  return await simulateTopic({
    ledgers: [
      { entries: 2, entryBytes: 1.25 * MB },
      { entries: 2, entryBytes: 256 * KB },
    ],
    populate: (state, topic) => {
      const open = topic.ledger?.ledgers.at(-1);
      if (open) startOffload(state, topic, { ledgerId: open.ledgerId, entryId: 0 });
      seedSubscription(state, topic, 'billing', 'earliest');
    },
  });
}

describe('topic page STORAGE', { timeout: SLOW_MACHINE_MS }, () => {
  it('shows entries, size, ledgers (the open one with its live figures) and cursors', async () => {
    const pulsar = await simulateOrders();
    openTopicPage(STORAGE);
    await topicTabs();

    const ledgers = await screen.findByRole('table', {
      name: 'Ledgers of persistent://finance/payments/orders',
    });
    expect(await figure('Entries')).toHaveTextContent('4');
    expect(await figure('Storage Size')).toHaveTextContent('3 MB');
    expect(await figure('Segments')).toHaveTextContent('2');
    const [closedId, openId] = ledgerIdsOf(pulsar);
    const [, closed, open] = within(ledgers).getAllByRole('row');
    expect(cellsOf(closed!)).toEqual([String(closedId), '2', '2.5 MB', 'Closed', 'Yes']);
    expect(cellsOf(open!)).toEqual([String(openId), '2', '512 KB', 'Open (being written)', 'No']);

    // The cursor as Pulsar's internal stats describe it.
    const { cursors } = await askPulsar<{ cursors: Record<string, Cursor> }>(
      pulsar,
      `/admin/v2/${ORDERS}/internalStats`,
    );
    const billing = cursors.billing!;
    const table = screen.getByRole('table', { name: 'Cursors of persistent://finance/payments/orders' });
    const [, cursor] = within(table).getAllByRole('row');
    expect(cellsOf(cursor!)).toEqual([
      'billing',
      billing.markDeletePosition,
      billing.readPosition,
      billing.waitingReadOp ? 'Yes' : 'No',
      String(billing.pendingReadOps),
      String(billing.messagesConsumedCounter),
      String(billing.numberOfEntriesSinceFirstNotAckedMessage),
    ]);
  });

  it('says why a non-persistent topic has no storage, without asking Pulsar', async () => {
    const { seen } = await simulateTopic({ name: 'non-persistent://finance/payments/orders' });
    openTopicPage('/management/topics/non-persistent/finance/payments/orders/topic?tab=storage');
    await topicTabs();

    expect(
      await screen.findByText('A non-persistent topic keeps no messages in storage.'),
    ).toBeInTheDocument();
    expect(seen.filter((request) => request.url.includes('/internalStats'))).toEqual([]);
  });

  it('says when the internal statistics cannot be read', async () => {
    // The topic exists (a missing one gets the not-found page); only its internal stats fail.
    const pulsar = await simulateOrders();
    pulsar.fail({
      pathPrefix: `/admin/v2/${ORDERS}/internalStats`,
      status: 500,
      reason: 'Managed ledger is fenced',
    });
    openTopicPage(STORAGE);
    await topicTabs();

    expect(await screen.findByText('Could not load the internal statistics')).toBeInTheDocument();
    expect(screen.getByText('Managed ledger is fenced')).toBeInTheDocument();
  });
});
