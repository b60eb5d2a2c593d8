// Replaying from the workbench (issue 30 item 5) against the real server and the simulator's binary
// port: the dry run counts what would go where and sends nothing; the send is confirmed in the one
// confirmation, with that count, and lands on the target with the replayed-from property; a message
// of a dead-letter topic goes back to its REAL_TOPIC by default; a refusal is shown in the dialog in
// the server's words; the button shows only to users who hold the replay grant.
import {
  DEAD_LETTER_REAL_TOPIC_PROPERTY,
  REPLAYED_FROM_PROPERTY,
  type WorkbenchReadRequest,
} from '@beacon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tenantAdminReadingMessages } from '../../test/console-users.ts';
import { findDialog } from '../../test/dialogs.ts';
import { renderApp } from '../../test/render-app.tsx';
import { seedTopic, type SimulatorState } from '../../test/simulator-scenario.ts';
import { routes } from '../../shared/routes/route-table.ts';
import { simulateOrdersMessages } from '../topics/messages/test-support/simulated-messages.ts';
import { replayRequestOf } from './replay-request.ts';

vi.setConfig({ testTimeout: 90_000 });

const ORDERS = 'persistent://finance/payments/orders';
const COPY = 'persistent://finance/payments/orders-copy';
const WORKBENCH_ON_ORDERS = routes.workbench.href({}, { topic: ORDERS });
const SLOW = { timeout: 60_000 };

const orders = Array.from({ length: 3 }, (_, index) => ({
  payload: JSON.stringify({ orderId: index }),
  key: `order-${String(index)}`,
}));

/** What the simulator stored on a topic: each message's key and properties. */
function storedOn(state: SimulatorState, topic: string) {
  return (state.topics.get(topic)?.ledger?.messages ?? []).map(({ key, properties }) => ({
    key,
    properties,
  }));
}

async function readAllOrders() {
  const { user } = renderApp(WORKBENCH_ON_ORDERS);
  const form = await screen.findByRole('form', { name: 'What to read' }, SLOW);
  await user.click(within(form).getByRole('button', { name: 'Start' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kept: 3'), SLOW);
  return user;
}

describe('workbench replay', () => {
  it('counts first, asks with the count, then sends every kept message to the target', async () => {
    const pulsar = await simulateOrdersMessages(orders, { binaryPorts: true });
    seedTopic(pulsar.state, COPY, 'standalone');
    const user = await readAllOrders();

    await user.click(screen.getByRole('button', { name: 'Replay…' }));
    const dialog = await findDialog('Replay messages');
    // Not a dead-letter topic: the user names the target.
    expect(within(dialog).getByRole('radio', { name: 'A topic' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Count (dry run)' }));
    expect(await within(dialog).findByText('A target is persistent://tenant/namespace/topic')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: 'Target topic' }), COPY);
    await user.click(within(dialog).getByRole('button', { name: 'Count (dry run)' }));
    expect(await within(dialog).findByText('3 messages would be sent (3 read):', {}, SLOW)).toBeVisible();
    expect(within(dialog).getByText(`${COPY}: 3`)).toBeVisible();
    // A dry run sends nothing.
    expect(storedOn(pulsar.state, COPY)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Replay' }));
    const confirm = await findDialog('Replay messages?');
    expect(confirm).toHaveTextContent(
      `Sends 3 messages to ${COPY}, at most 100 a second. A sent message cannot be taken back.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText('3 messages sent', {}, SLOW)).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Replay messages')).not.toBeInTheDocument());

    const copied = storedOn(pulsar.state, COPY);
    expect(copied.map(({ key }) => key)).toEqual(['order-0', 'order-1', 'order-2']);
    for (const { properties } of copied) expect(properties[REPLAYED_FROM_PROPERTY]).toMatch(/^\d+:\d+/);
  });

  it('sends a dead-letter message back to its REAL_TOPIC by default, from its detail', async () => {
    const dead = [
      { payload: '{"orderId":7}', key: 'order-7', properties: { [DEAD_LETTER_REAL_TOPIC_PROPERTY]: COPY } },
    ];
    const pulsar = await simulateOrdersMessages(dead, { binaryPorts: true });
    seedTopic(pulsar.state, COPY, 'standalone');
    const { user } = renderApp(WORKBENCH_ON_ORDERS);
    const form = await screen.findByRole('form', { name: 'What to read' }, SLOW);
    await user.click(within(form).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kept: 1'), SLOW);

    const table = screen.getByRole('table', { name: 'Messages read' });
    await user.click(within(table).getAllByRole('button', { name: /^Details of message / })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Replay this message…' }));
    const dialog = await findDialog('Replay messages');
    expect(
      within(dialog).getByRole('radio', {
        name: 'Each message’s original topic (REAL_TOPIC, for a dead-letter topic)',
      }),
    ).toBeChecked();
    expect(within(dialog).queryByRole('textbox', { name: 'Target topic' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Replay' }));
    const confirm = await findDialog('Replay messages?');
    // Not counted first: the question says what will be sent without a number.
    expect(confirm).toHaveTextContent('Sends every message this read keeps to each message’s original topic');
    await user.click(within(confirm).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText('1 message sent', {}, SLOW)).toBeVisible();
    expect(storedOn(pulsar.state, COPY).map(({ key }) => key)).toEqual(['order-7']);
  });

  it('shows the server’s refusal in the dialog, and sends nothing', async () => {
    const pulsar = await simulateOrdersMessages(orders, { binaryPorts: true });
    const user = await readAllOrders();
    await user.click(screen.getByRole('button', { name: 'Replay…' }));
    const dialog = await findDialog('Replay messages');
    // A topic Pulsar does not have.
    await user.type(within(dialog).getByRole('textbox', { name: 'Target topic' }), `${COPY}-nowhere`);
    await user.click(within(dialog).getByRole('button', { name: 'Count (dry run)' }));
    const refusal = await within(dialog).findByRole('alert', {}, SLOW);
    expect(refusal).toHaveTextContent('The replay was refused');
    expect(refusal).toHaveTextContent(`${COPY}-nowhere`);
    expect(storedOn(pulsar.state, `${COPY}-nowhere`)).toEqual([]);
  });

  it('is not offered to a user who may read but not replay', async () => {
    await simulateOrdersMessages(orders, { binaryPorts: true, user: tenantAdminReadingMessages });
    renderApp(WORKBENCH_ON_ORDERS);
    await screen.findByRole('form', { name: 'What to read' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Replay…' })).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await simulateOrdersMessages(orders, { binaryPorts: true });
    const { user } = renderApp(WORKBENCH_ON_ORDERS);
    const form = await screen.findByRole('form', { name: '读取内容' }, SLOW);
    await user.click(within(form).getByRole('button', { name: '开始' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('已保留：3'), SLOW);
    await user.click(screen.getByRole('button', { name: '重放…' }));
    const dialog = await findDialog('重放消息');
    expect(within(dialog).getByRole('radio', { name: '指定主题' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: '计数（试运行）' })).toBeInTheDocument();
  });
});

describe('what the replay dialog sends', () => {
  const read: WorkbenchReadRequest = {
    topics: [ORDERS],
    start: { kind: 'earliest' },
    stop: { kind: 'tail' },
    limit: 50_000,
    colours: [{ expression: 'true', colour: 'red' }],
  };

  it('replays a tail up to now, at most as many messages as one replay may send, without colours', () => {
    expect(
      replayRequestOf(
        { kind: 'read', request: read },
        { destination: 'topic', target: ` ${COPY} `, maxPerSecond: 5 },
        true,
      ),
    ).toEqual({
      read: { topics: [ORDERS], start: { kind: 'earliest' }, stop: { kind: 'now' }, limit: 10_000 },
      target: COPY,
      maxPerSecond: 5,
      dryRun: true,
    });
  });

  it('names no target for the original topics', () => {
    const request = replayRequestOf(
      { kind: 'read', request: read },
      { destination: 'original', target: COPY, maxPerSecond: 100 },
      false,
    );
    expect(request).not.toHaveProperty('target');
  });
});
