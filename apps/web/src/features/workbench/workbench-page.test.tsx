// The workbench page against the real server and the simulator (decision 0062): the read leaves the
// server over Pulsar's binary protocol to the simulator's binary port on loopback (binaryPorts), and
// its JSON lines come back to the page through MSW as a stream.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tenantAdmin } from '../../test/console-users.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { TOPIC_PAGE } from '../topics/topic-page/test-support/open-topic-page.ts';
import { routes } from '../../shared/routes/route-table.ts';
import { simulateOrdersMessages } from '../topics/messages/test-support/simulated-messages.ts';

// Each test renders the whole console, whose shell and antd load lazily.
vi.setConfig({ testTimeout: 60_000 });

const ORDERS = 'persistent://finance/payments/orders';
const WORKBENCH_ON_ORDERS = routes.workbench.href({}, { topic: ORDERS });
const SLOW = { timeout: 30_000 };

const orders = Array.from({ length: 6 }, (_, index) => ({
  payload: JSON.stringify({ orderId: index, region: index % 2 === 0 ? 'eu' : 'us' }),
  key: `order-${String(index)}`,
}));

const messageRows = () =>
  within(screen.getByRole('table', { name: 'Messages read' }))
    .getAllByRole('row')
    .slice(1);

describe('message workbench', () => {
  it('reads a topic from earliest to now and shows every message', async () => {
    await simulateOrdersMessages(orders, { binaryPorts: true });
    const { user } = renderApp(WORKBENCH_ON_ORDERS);

    const form = await screen.findByRole('form', { name: 'What to read' }, SLOW);
    // Opened on the topic of its link.
    expect(within(form).getByLabelText('Topics')).toHaveValue(ORDERS);
    await user.click(within(form).getByRole('button', { name: 'Start' }));

    const status = screen.getByRole('status');
    await waitFor(
      () => expect(status).toHaveTextContent('Ended: every message there was when the read began was read'),
      SLOW,
    );
    expect(status).toHaveTextContent('Partitions opened: 1');
    expect(status).toHaveTextContent('Read: 6');
    expect(status).toHaveTextContent('Kept: 6');
    const rows = messageRows();
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('order-0');
    expect(rows[0]).toHaveTextContent('{"orderId":0,"region":"eu"}');
    expect(rows[5]).toHaveTextContent('order-5');

    // The detail, from the keyboard: the message's ID is a button.
    const details = within(rows[2]!).getByRole('button', { name: /^Details of message / });
    details.focus();
    await user.keyboard('{Enter}');
    const value = await screen.findByLabelText('Value', { selector: 'pre' });
    expect(value.textContent).toBe('{\n  "orderId": 2,\n  "region": "eu"\n}');
  });

  it('is opened on a topic from the topic page’s MESSAGES tab, in the same environment', async () => {
    await simulateOrdersMessages(orders, { binaryPorts: true });
    const { user } = renderApp(`${TOPIC_PAGE}?tab=messages`);

    const link = await screen.findByRole('link', { name: 'Open in workbench' }, SLOW);
    expect(link).toHaveAttribute('href', `${WORKBENCH_ON_ORDERS}&env=simulator`);
    await user.click(link);
    const form = await screen.findByRole('form', { name: 'What to read' }, SLOW);
    expect(within(form).getByLabelText('Topics')).toHaveValue(ORDERS);
    expect(currentUrl()).toBe(WORKBENCH_ON_ORDERS);
  });

  it('keeps only the messages the filter is true of', async () => {
    await simulateOrdersMessages(orders, { binaryPorts: true });
    const { user } = renderApp(WORKBENCH_ON_ORDERS);

    const form = await screen.findByRole('form', { name: 'What to read' }, SLOW);
    await user.type(within(form).getByLabelText('Filter (CEL)'), 'value.region == "us"');
    await user.click(within(form).getByRole('button', { name: 'Start' }));

    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Kept: 3'), SLOW);
    expect(status).toHaveTextContent('Read: 6');
    expect(messageRows().map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'order-1',
      'order-3',
      'order-5',
    ]);
  });

  it('tails live, pauses, resumes and stops', async () => {
    const pulsar = await simulateOrdersMessages(orders, { binaryPorts: true });
    const subscriptions = () => [...(pulsar.state.topics.get(ORDERS)?.subscriptions.keys() ?? [])];
    const { user } = renderApp(WORKBENCH_ON_ORDERS);

    const form = await screen.findByRole('form', { name: 'What to read' }, SLOW);
    await user.click(within(form).getByRole('combobox', { name: 'Stop at' }));
    await user.click(
      await screen.findByText('Live tail (until stopped)', { selector: '.ant-select-item-option-content' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Start' }));

    const status = screen.getByRole('status');
    await waitFor(() => expect(messageRows()).toHaveLength(6), SLOW);
    // A tail does not end on its own: it reads on until stopped, through a reader of its own.
    expect(status).toHaveTextContent('Reading');
    expect(subscriptions()).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Pause' }));
    expect(status).toHaveTextContent('Paused');
    await user.click(within(form).getByRole('button', { name: 'Resume' }));
    expect(status).toHaveTextContent('Reading');
    await user.click(within(form).getByRole('button', { name: 'Stop' }));
    expect(status).toHaveTextContent('Stopped');
    expect(within(form).getByRole('button', { name: 'Stop' })).toBeDisabled();
    // What was read stays on screen; on the server, the read ended with the request.
    expect(messageRows()).toHaveLength(6);
    await waitFor(() => expect(subscriptions()).toEqual([]), SLOW);
  });

  it('shows the server’s reason when it refuses the filter', async () => {
    await simulateOrdersMessages(orders, { binaryPorts: true });
    const { user } = renderApp(WORKBENCH_ON_ORDERS);

    const form = await screen.findByRole('form', { name: 'What to read' }, SLOW);
    await user.type(within(form).getByLabelText('Filter (CEL)'), 'value.region ==');
    await user.click(within(form).getByRole('button', { name: 'Start' }));

    const refusal = await screen.findByRole('alert', {}, SLOW);
    expect(refusal).toHaveTextContent('The read was refused');
    // The server's own words about the expression (a 400), not a generic failure.
    expect(refusal.textContent).toMatch(/filter|expression|syntax/i);
    expect(screen.queryByRole('table', { name: 'Messages read' })).not.toBeInTheDocument();
  });

  it('checks the form before it asks the server', async () => {
    const pulsar = await simulateOrdersMessages(orders);
    const { user } = renderApp(routes.workbench.href({}));

    const form = await screen.findByRole('form', { name: 'What to read' }, SLOW);
    await user.type(within(form).getByLabelText('Topics'), 'orders');
    await user.click(within(form).getByRole('button', { name: 'Start' }));

    expect(
      await within(form).findByText(
        'Name at least one topic, each as persistent://tenant/namespace/topic (at most 100)',
      ),
    ).toBeInTheDocument();
    expect(pulsar.beacon.browserCalls.some((call) => call.path.includes('/workbench/'))).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Choose what to read, then press Start.');
  });

  it('refuses a tenant admin whose role does not grant reading messages', async () => {
    await simulateOrdersMessages(orders, { user: tenantAdmin });
    renderApp(WORKBENCH_ON_ORDERS);

    expect(await screen.findByRole('heading', { name: 'Workbench', level: 1 }, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText('Reading messages needs a role that grants "Read messages" in a tenant'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'What to read' })).not.toBeInTheDocument();
    // Nor is it offered in the menu.
    const menu = screen.getByRole('navigation', { name: /menu|navigation/i });
    expect(within(menu).queryByText('Workbench')).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await simulateOrdersMessages(orders, { binaryPorts: true });
    const { user } = renderApp(WORKBENCH_ON_ORDERS);

    expect(await screen.findByRole('heading', { name: '消息工作台', level: 1 }, SLOW)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '读取内容' });
    expect(within(form).getByLabelText('过滤条件（CEL）')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '开始' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('已结束：读取开始时已有的消息均已读完'), SLOW);
    expect(status).toHaveTextContent('已保留：6');
    expect(screen.getByRole('table', { name: '已读取的消息' })).toBeInTheDocument();
  });
});
