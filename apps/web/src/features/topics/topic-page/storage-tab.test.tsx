import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { network } from '../../../test/network.ts';
import {
  cellsOf,
  figure,
  openTopicPage,
  TOPIC_PAGE,
  topicTabs,
  SLOW_MACHINE_MS,
} from './test-support/open-topic-page.ts';
import { orders, topicWorld, worldTopic } from './test-support/topic-world.ts';

const STORAGE = `${TOPIC_PAGE}?tab=storage`;
const ORDERS = 'persistent/finance/payments/orders';

function world() {
  return topicWorld([
    worldTopic(orders, {
      internal: {
        entriesAddedCounter: 1500,
        numberOfEntries: 1200,
        totalSize: 3 * 1024 ** 2,
        currentLedgerEntries: 200,
        currentLedgerSize: 512 * 1024,
        lastConfirmedEntry: '12:199',
        state: 'LedgerOpened',
        ledgers: [
          { ledgerId: 10, entries: 1000, size: 2.5 * 1024 ** 2, offloaded: true },
          // Pulsar reports the open ledger's figures as 0 here; the live ones are currentLedger*.
          { ledgerId: 12, entries: 0, size: 0, offloaded: false },
        ],
        cursors: {
          billing: {
            markDeletePosition: '10:499',
            readPosition: '12:0',
            waitingReadOp: true,
            pendingReadOps: 1,
            messagesConsumedCounter: 700,
            numberOfEntriesSinceFirstNotAckedMessage: 701,
            state: 'Open',
          },
        },
      },
    }),
  ]);
}

describe('topic page STORAGE', { timeout: SLOW_MACHINE_MS }, () => {
  it('shows entries, size, ledgers (the open one with its live figures) and cursors', async () => {
    openTopicPage(world(), STORAGE);
    await topicTabs();

    const ledgers = await screen.findByRole('table', {
      name: 'Ledgers of persistent://finance/payments/orders',
    });
    expect(await figure('Entries')).toHaveTextContent('1,200');
    expect(await figure('Storage Size')).toHaveTextContent('3 MB');
    expect(await figure('Segments')).toHaveTextContent('2');
    const [, closed, open] = within(ledgers).getAllByRole('row');
    expect(cellsOf(closed!)).toEqual(['10', '1000', '2.5 MB', 'Closed', 'Yes']);
    expect(cellsOf(open!)).toEqual(['12', '200', '512 KB', 'Open (being written)', 'No']);

    const cursors = screen.getByRole('table', { name: 'Cursors of persistent://finance/payments/orders' });
    const [, cursor] = within(cursors).getAllByRole('row');
    expect(cellsOf(cursor!)).toEqual(['billing', '10:499', '12:0', 'Yes', '1', '700', '701']);
  });

  it('says why a non-persistent topic has no storage, without asking Pulsar', async () => {
    const name = { ...orders, domain: 'non-persistent' as const };
    openTopicPage(
      topicWorld([worldTopic(name)]),
      '/management/topics/non-persistent/finance/payments/orders/topic?tab=storage',
    );
    await topicTabs();

    expect(
      await screen.findByText('A non-persistent topic keeps no messages in storage.'),
    ).toBeInTheDocument();
  });

  it('says when the internal statistics cannot be read', async () => {
    // The topic exists (a missing one gets the not-found page); only its internal stats fail.
    openTopicPage(world(), STORAGE);
    network.use(
      http.get(`/admin/v2/${ORDERS}/internalStats`, () =>
        HttpResponse.json({ reason: 'Managed ledger is fenced' }, { status: 500 }),
      ),
    );
    await topicTabs();

    expect(await screen.findByText('Could not load the internal statistics')).toBeInTheDocument();
    expect(screen.getByText('Managed ledger is fenced')).toBeInTheDocument();
  });
});
