import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import {
  ORDERS_ADMIN_PATH as TOPIC,
  backlogOf,
  simulateOrdersSubscriptions,
} from '../test-support/simulated-subscriptions.ts';

const PAGE = '/management/subscriptions/persistent/finance/payments/orders/audit/subscription';

async function open(operation: string) {
  // The chosen subscription `audit` (1 234 messages) and a bystander `billing`.
  const pulsar = await simulateOrdersSubscriptions({ audit: 1234, billing: 50 });
  const view = renderApp(`${PAGE}?operation=${operation}`);
  const changes = () =>
    pulsar.seen
      .filter((request) => request.method === 'POST')
      .map((request) => `POST ${decodeURI(new URL(request.url).pathname)}`);
  return { ...view, pulsar, changes };
}

async function form(name: string) {
  return screen.findByRole('form', { name }, { timeout: 30_000 });
}

/**
 * Types each value in turn into the form's field and submits it: every value but the last is refused
 * with the message paired with it; the last opens the confirmation so named, which is returned.
 */
async function submitInTurn(
  user: Awaited<ReturnType<typeof open>>['user'],
  name: string,
  field: string,
  submit: string,
  attempts: [value: string, says: string][],
) {
  const inForm = within(await form(name));
  const input = inForm.getByRole('spinbutton', { name: field });
  const submitted = async (value: string) => {
    await user.clear(input);
    if (value) await user.type(input, value);
    await user.click(inForm.getByRole('button', { name: submit }));
  };
  for (const [value, message] of attempts.slice(0, -1)) {
    await submitted(value);
    // antd validates after a tick or two: more than findBy's second on a loaded machine.
    expect(await inForm.findByText(message, {}, { timeout: 5_000 })).toBeInTheDocument();
  }
  const [valid, confirmation] = attempts.at(-1)!;
  await submitted(valid);
  return screen.findByRole('dialog', { name: confirmation });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
});
afterEach(() => vi.useRealTimers());

// The first render loads antd and the console shell lazily: slow on a busy machine.
describe('backlog operations', { timeout: 60_000 }, () => {
  it('skips N messages of the chosen subscription only, after saying how many of how many, once', async () => {
    const { user, changes, pulsar } = await open('skip');
    const dialog = await submitInTurn(user, 'Skip', 'Messages to skip', 'Skip…', [
      ['', 'Messages should greater than 0'],
      ['0', 'Messages should greater than 0'],
      ['10', 'Skip messages'],
    ]);
    expect(
      within(dialog).getByText(
        'Skip 10 of the 1,234 messages in the backlog of subscription audit. Skipped messages are acknowledged and never delivered.',
      ),
    ).toBeInTheDocument();
    expect(changes()).toEqual([]);

    await user.dblClick(within(dialog).getByRole('button', { name: 'Skip 10 messages' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([`POST ${TOPIC}/subscription/audit/skip/10`]);
    expect(await backlogOf(pulsar, 'audit')).toBe(1224);
    expect(await backlogOf(pulsar, 'billing')).toBe(50);
    expect(await screen.findByText('1,224 messages')).toBeInTheDocument();
  });

  it('expires messages older than N minutes on this subscription, naming the UTC cut-off', async () => {
    const { user, changes } = await open('expire');
    const dialog = await submitInTurn(user, 'Expire', 'Expire messages older than', 'Expire…', [
      ['', 'Expire Time is required'],
      ['-5', 'Minutes cannot be less than 0'],
      ['0', 'Pulsar expires nothing for an age of 0: give at least 1 second'],
      ['10', 'Expire messages'],
    ]);
    expect(
      within(dialog).getByText(
        'Discard messages published before Nov 22, 2026, 5:50:00 AM UTC from the backlog of subscription audit (older than 600 seconds). Other subscriptions keep theirs.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Expire' }));
    await waitFor(() => expect(changes()).toEqual([`POST ${TOPIC}/subscription/audit/expireMessages/600`]));
  });

  it('clears the backlog of this subscription, saying how many messages go', async () => {
    const { user, changes, pulsar } = await open('clear');
    await user.click(await screen.findByRole('button', { name: 'Clear backlog…' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear backlog' });
    expect(
      within(dialog).getByText(
        'Discard all 1,234 messages in the backlog of subscription audit. Other subscriptions keep theirs.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear backlog' }));
    await waitFor(() => expect(changes()).toEqual([`POST ${TOPIC}/subscription/audit/skip_all`]));
    expect(await backlogOf(pulsar, 'audit')).toBe(0);
    expect(await backlogOf(pulsar, 'billing')).toBe(50);
  });

  it('resets the cursor by time and by message id, and shows Pulsar’s reason when it refuses', async () => {
    const view = await open('reset');
    const { user, changes } = view;
    let dialog = await submitInTurn(user, 'By time', 'Minutes ago', 'Reset by time…', [
      ['', 'Reset Time is required'],
      ['-1', 'Minutes cannot be less than 0'],
      ['30', 'Reset the cursor'],
    ]);
    expect(
      within(dialog).getByText(
        'Move the cursor of subscription audit back to Nov 22, 2026, 5:30:00 AM UTC: messages published since then are delivered again, older ones are acknowledged.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset cursor' }));
    await waitFor(() =>
      expect(changes()).toEqual([
        `POST ${TOPIC}/subscription/audit/resetcursor/${Date.UTC(2026, 10, 22, 5, 30)}`,
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const byId = screen.getByRole('form', { name: 'By message id' });
    await user.click(within(byId).getByRole('button', { name: 'Reset by message id…' }));
    expect(await within(byId).findAllByText('Message Id cannot be less than 0')).toHaveLength(2);
    const { pulsar } = view;
    pulsar.fail({
      pathPrefix: `${TOPIC}/subscription/audit/resetcursor`,
      method: 'POST',
      status: 412,
      reason: 'Unable to find position for position specified',
    });
    await user.type(within(byId).getByRole('spinbutton', { name: 'Ledger Id' }), '7');
    await user.type(within(byId).getByRole('spinbutton', { name: 'Entry Id' }), '3');
    await user.click(within(byId).getByRole('button', { name: 'Reset by message id…' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset the cursor' });
    expect(
      within(dialog).getByText(
        'Move the cursor of subscription audit to message 7:3: that message and the ones after it are delivered again, earlier ones are acknowledged.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset cursor' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to find position for position specified',
    );
    const [sent] = pulsar.seen.filter((request) => new URL(request.url).pathname.endsWith('/resetcursor'));
    expect(await sent!.json()).toEqual({ ledgerId: 7, entryId: 3 });
  });

  // Pulsar leaves the chosen message unacknowledged (mark-delete just before it, isExcluded false).
  it('says in Chinese that the chosen message itself is delivered again', async () => {
    localStorage.setItem('language', 'zh');
    const { user } = await open('reset');
    const byId = await form('按消息 ID');
    await user.type(within(byId).getByRole('spinbutton', { name: 'Entry 编号' }), '3');
    await user.type(within(byId).getByRole('spinbutton', { name: 'Ledger 编号' }), '7');
    await user.click(within(byId).getByRole('button', { name: '按消息 ID 重置…' }));
    const dialog = await screen.findByRole('dialog', { name: '重置游标' });
    expect(
      within(dialog).getByText(
        '将订阅 audit 的游标移到消息 7:3：该消息及其后的消息会重新投递，之前的消息视为已确认。',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the open operation in the URL', async () => {
    const { user } = await open('skip');
    await form('Skip');
    await user.click(screen.getByRole('tab', { name: 'Peek' }));
    await waitFor(() => expect(currentUrl()).toBe(`${PAGE}?operation=peek&tab=backlog`));
  });
});
