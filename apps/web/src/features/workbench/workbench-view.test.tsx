// The workbench's view of a read against the real server and the simulator (decision 0062): the
// filter builder writes CEL the server runs, colour rules are evaluated on the server and named on
// each row, columns are added by path and kept in the URL, and a read can start N messages back.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { routes } from '../../shared/routes/route-table.ts';
import { simulateOrdersMessages } from '../topics/messages/test-support/simulated-messages.ts';

vi.setConfig({ testTimeout: 90_000 });

const ORDERS = 'persistent://finance/payments/orders';
const WORKBENCH_ON_ORDERS = routes.workbench.href({}, { topic: ORDERS });
const SLOW = { timeout: 60_000 };

const orders = Array.from({ length: 6 }, (_, index) => ({
  payload: JSON.stringify({ orderId: index, region: index % 2 === 0 ? 'eu' : 'us' }),
  key: `order-${String(index)}`,
}));

const table = () => screen.getByRole('table', { name: 'Messages read' });
const messageRows = () => within(table()).getAllByRole('row').slice(1);
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const column = (name: string) => {
  const index = headers().indexOf(name);
  return messageRows().map((row) => within(row).getAllByRole('cell')[index]?.textContent);
};

describe('the workbench’s view of a read', () => {
  it('builds the filter, colours rows on the server and adds columns by path', async () => {
    await simulateOrdersMessages(orders, { binaryPorts: true });
    const { user } = renderApp(WORKBENCH_ON_ORDERS);
    const form = await screen.findByRole('form', { name: 'What to read' }, SLOW);

    // The builder writes quoted CEL into the filter field, which stays editable.
    const builder = within(form).getByRole('group', { name: 'Build a filter condition' });
    await user.type(within(builder).getByLabelText('Field'), 'value.region');
    await user.type(within(builder).getByLabelText('Value'), 'us');
    await user.click(within(builder).getByRole('button', { name: 'Add to filter' }));
    expect(within(form).getByLabelText('Filter (CEL)')).toHaveValue('value.region == "us"');

    // A rule the server evaluates; one that fails on every message colours nothing.
    await user.click(within(form).getByRole('button', { name: 'Add colour rule' }));
    await user.type(within(form).getByLabelText('Rule 1 (CEL)'), 'value.orderId > 2.0');
    await user.click(within(form).getByRole('button', { name: 'Add colour rule' }));
    await user.type(within(form).getByLabelText('Rule 2 (CEL)'), 'value.nothing == 1.0');
    await user.click(within(form).getByRole('button', { name: 'Start' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kept: 3'), SLOW);
    expect(column('Key')).toEqual(['order-1', 'order-3', 'order-5']);
    // Colour is never the only sign: the rule is named in words.
    expect(column('Rule')).toEqual(['', 'Red · rule 1', 'Red · rule 1']);

    const columns = screen.getByRole('group', { name: 'Columns' });
    await user.type(within(columns).getByLabelText('Column path'), 'value.orderId{Enter}');
    await waitFor(() => expect(headers()).toContain('value.orderId'));
    await user.type(within(columns).getByLabelText('Column path'), 'properties.missing');
    await user.click(within(columns).getByRole('button', { name: 'Add column' }));
    expect(column('value.orderId')).toEqual(['1', '3', '5']);
    // The router applies a new URL in a transition: the table follows a moment later.
    await waitFor(() => expect(headers()).toContain('properties.missing'));
    expect(column('properties.missing')).toEqual(['—', '—', '—']);
    expect(currentUrl()).toContain('col=value.orderId&col=properties.missing');

    await user.type(within(columns).getByLabelText('Column path'), 'orderId{Enter}');
    expect(within(columns).getByRole('alert')).toHaveTextContent(/^A path starts with key/);

    await user.click(within(columns).getByRole('button', { name: 'Remove column properties.missing' }));
    await waitFor(() => expect(headers()).not.toContain('properties.missing'));
    expect(currentUrl()).not.toContain('properties.missing');
  });

  it('opens with the columns of its link, and starts N messages back', async () => {
    await simulateOrdersMessages(orders, { binaryPorts: true });
    const { user } = renderApp(`${WORKBENCH_ON_ORDERS}&col=value.region`);
    const form = await screen.findByRole('form', { name: 'What to read' }, SLOW);

    await user.click(within(form).getByRole('combobox', { name: 'Start at' }));
    await user.click(
      await screen.findByText('Messages back from the end', { selector: '.ant-select-item-option-content' }),
    );
    const back = within(form).getByLabelText('How many back');
    await user.clear(back);
    await user.type(back, '2');
    await user.click(within(form).getByRole('button', { name: 'Start' }));

    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Ended: every message there was when the read began was read',
        ),
      SLOW,
    );
    expect(column('Key')).toEqual(['order-4', 'order-5']);
    expect(column('value.region')).toEqual(['eu', 'us']);
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await simulateOrdersMessages(orders, { binaryPorts: true });
    renderApp(WORKBENCH_ON_ORDERS);
    const form = await screen.findByRole('form', { name: '读取内容' }, SLOW);
    expect(within(form).getByRole('group', { name: '构建过滤条件' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '添加着色规则' })).toBeInTheDocument();
  });
});
