import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http } from 'msw';
import { network } from '../../../test/network.ts';
import { setBrokerOffloadDriver } from '../../../../../pulsar-sim/src/core/background-work.ts';
import { callsTo } from './test-support/calls-to.ts';
import { openTopicPage, SLOW_MACHINE_MS, topicTabs } from './test-support/open-topic-page.ts';
import { ledgerIdsOf, simulateTopic, type SimulatedTopicOptions } from './test-support/simulated-topic.ts';

const MB = 1024 ** 2;
/** How long the broker takes over a compaction or an offload: past every test, unless it moves time. */
const BACKGROUND_MS = 60_000;

/** orders storing 3 MB in three ledgers of 1 MB (two entries each), the last one open. */
async function simulateOrders(options: SimulatedTopicOptions = {}) {
  const ledger = { entries: 2, entryBytes: MB / 2 };
  const pulsar = await simulateTopic({
    ledgers: [ledger, ledger, ledger],
    backgroundOperationMs: BACKGROUND_MS,
    ...options,
  });
  return { pulsar, ...openTopicPage() };
}

/**
 * The panel's button, not the dialog's verb of the same name: a cancelled dialog stays on the page
 * while antd's leave animation runs, and jsdom never ends that animation.
 */
async function opener(name: string): Promise<HTMLElement> {
  const buttons = await screen.findAllByRole('button', { name });
  const outside = buttons.find((button) => !button.closest('[role="dialog"]'));
  if (!outside) throw new Error(`No '${name}' button outside a dialog`);
  return outside;
}

/**
 * Opens the confirmation of `button`, checks what it says, types the name when one is asked for,
 * and double-clicks the dialog's own verb (the same word as the button).
 */
async function confirmTwice(user: UserEvent, button: string, says: string, typedName?: string) {
  await user.click(await opener(button));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(says);
  const confirm = within(dialog).getByRole('button', { name: button });
  if (typedName !== undefined) {
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type .* to confirm/), typedName);
  }
  await user.dblClick(confirm);
}

describe('topic page operations', { timeout: SLOW_MACHINE_MS }, () => {
  it('unloads after confirmation, once', async () => {
    const { pulsar, user } = await simulateOrders();
    const { seen } = pulsar;
    await topicTabs();

    await user.click(await screen.findByRole('button', { name: 'Unload' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(seen, 'PUT', '/orders/unload')).toHaveLength(0);

    await confirmTwice(user, 'Unload', 'Unload persistent://finance/payments/orders?');
    expect(await screen.findByText('Successfully unload the topic!')).toBeInTheDocument();
    expect(callsTo(seen, 'PUT', '/orders/unload')).toHaveLength(1);
  });

  it('terminates once and shows the last message id', async () => {
    const { pulsar, user } = await simulateOrders();
    const { seen } = pulsar;
    await topicTabs();

    await confirmTwice(
      user,
      'Terminate',
      'It accepts no message ever again',
      'persistent://finance/payments/orders',
    );
    const open = ledgerIdsOf(pulsar).at(-1);
    expect(
      (await screen.findAllByText(`Successfully terminate the topic! Last message id: ${open}:1`)).length,
    ).toBeGreaterThan(0);
    expect(callsTo(seen, 'POST', '/orders/terminate')).toHaveLength(1);
    // The spinner of the call may still be fading out (jsdom runs no CSS transitions).
    await waitFor(() => expect(screen.getByRole('button', { name: /Terminated/ })).toBeDisabled());
  });

  it('starts a compaction once and shows its status', async () => {
    const { pulsar, user } = await simulateOrders();
    const { seen } = pulsar;
    await topicTabs();

    const card = await screen.findByRole('group', { name: 'Compaction' });
    expect(await within(card).findByText('Status: Not run')).toBeInTheDocument();
    await confirmTwice(user, 'Compact', 'Start compacting persistent://finance/payments/orders?');
    expect(await screen.findByText('Successfully start compacting the topic!')).toBeInTheDocument();
    expect(callsTo(seen, 'PUT', '/orders/compaction')).toHaveLength(1);
    expect(await within(card).findByText('Status: Running')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Compact/ })).toBeDisabled();
  });

  it('polls a RUNNING compaction until it settles, then reads the topic’s stats again', async () => {
    const { pulsar, user } = await simulateOrders();
    const { seen } = pulsar;
    await topicTabs();

    const card = await screen.findByRole('group', { name: 'Compaction' });
    await confirmTwice(user, 'Compact', 'Start compacting persistent://finance/payments/orders?');
    expect(await within(card).findByText('Status: Running')).toBeInTheDocument();
    const readsWhileRunning = callsTo(seen, 'GET', '/orders/compaction').length;
    const internalReads = callsTo(seen, 'GET', '/orders/internalStats').length;
    // The broker finishes in the background; nothing on the page is touched meanwhile.
    pulsar.simulator.control.advance(BACKGROUND_MS);
    expect(
      await within(card).findByText('Status: Succeeded', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(callsTo(seen, 'GET', '/orders/compaction').length).toBeGreaterThan(readsWhileRunning);
    await waitFor(() =>
      expect(callsTo(seen, 'GET', '/orders/internalStats').length).toBeGreaterThan(internalReads),
    );
    expect(within(card).getByRole('button', { name: /Compact/ })).toBeEnabled();
    // Settled: no more polling.
    const settledReads = callsTo(seen, 'GET', '/orders/compaction').length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(callsTo(seen, 'GET', '/orders/compaction')).toHaveLength(settledReads);
  });

  it('shows a failed compaction with its error', async () => {
    // The simulator's compactions always succeed: this one answers as a broker whose last one failed.
    await simulateOrders();
    network.use(
      http.get('/admin/v2/persistent/finance/payments/orders/compaction', () =>
        HttpResponse.json({ status: 'ERROR', lastError: 'Failed to read entries' }),
      ),
    );
    await topicTabs();

    const card = await screen.findByRole('group', { name: 'Compaction' });
    expect(await within(card).findByText('Status: Failed')).toBeInTheDocument();
    expect(screen.getByText('Last error: Failed to read entries')).toBeInTheDocument();
  });

  it('offloads every ledger before the kept size, once, with the message id in the body', async () => {
    const { pulsar, user } = await simulateOrders();
    const { seen } = pulsar;
    await topicTabs();

    const threshold = await screen.findByLabelText('Keep in BookKeeper');
    await user.clear(threshold);
    await user.type(threshold, '512K');
    // As `pulsar-admin topics offload -s 512K`: the open ledger (1 MB) is alone past 512K, so it is
    // the boundary and the two closed ledgers go.
    const [, , open] = ledgerIdsOf(pulsar);
    await confirmTwice(
      user,
      'Offload',
      `before message ${open}:0 to tiered storage? BookKeeper keeps the newest 512 KB.`,
    );
    expect(
      await screen.findByText(`Successfully start offloading the topic before ${open}:0 !`),
    ).toBeInTheDocument();
    const calls = callsTo(seen, 'PUT', '/orders/offload');
    expect(calls).toHaveLength(1);
    expect(await calls[0]!.json()).toEqual({ ledgerId: open, entryId: 0, partitionIndex: -1 });
    const card = screen.getByRole('group', { name: 'Offload' });
    expect(await within(card).findByText('Status: Running')).toBeInTheDocument();
  });

  it('shows Pulsar’s error when the broker has no offloader, as a standalone has none', async () => {
    const { pulsar, user } = await simulateOrders({
      populate: (state) => setBrokerOffloadDriver(state, ''),
    });
    await topicTabs();

    const threshold = await screen.findByLabelText('Keep in BookKeeper');
    await user.clear(threshold);
    await user.type(threshold, '512K');
    const [, , open] = ledgerIdsOf(pulsar);
    await confirmTwice(
      user,
      'Offload',
      `before message ${open}:0 to tiered storage? BookKeeper keeps the newest 512 KB.`,
    );
    const card = screen.getByRole('group', { name: 'Offload' });
    expect(await within(card).findByText('Status: Failed')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Last error: org.apache.bookkeeper.mledger.ManagedLedgerException: [NullLedgerOffloader] does not support offload',
      ),
    ).toBeInTheDocument();
  });

  it('says Nothing to offload! when everything fits, and refuses a bad size, without asking', async () => {
    const { pulsar, user } = await simulateOrders();
    const { seen } = pulsar;
    await topicTabs();

    const threshold = await screen.findByLabelText('Keep in BookKeeper');
    await user.clear(threshold);
    await user.type(threshold, '1G');
    await user.click(screen.getByRole('button', { name: 'Offload' }));
    expect(await screen.findByText('Nothing to offload!')).toBeInTheDocument();

    await user.clear(threshold);
    await user.type(threshold, 'lots');
    // The spinner of the check may still be fading out (jsdom runs no CSS transitions).
    await user.click(screen.getByRole('button', { name: /Offload/ }));
    expect(await screen.findByText('Invalid size string! (e.g 200K 50M 1G)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(seen, 'PUT', '/orders/offload')).toHaveLength(0);
  });

  it('offers only unload on a non-persistent topic', async () => {
    await simulateTopic({ name: 'non-persistent://finance/payments/orders' });
    openTopicPage('/management/topics/non-persistent/finance/payments/orders/topic');
    await topicTabs();

    expect(await screen.findByRole('button', { name: 'Unload' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Terminate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offload' })).not.toBeInTheDocument();
  });
});
