// Bad input in the workbench against the real server and the simulator's binary port (issue 30, "how
// it will be checked"): a filter that runs past the sandbox's time, a regex that matches more topics
// than a read opens, a message id the topic does not have, and a value its schema does not decode.
// Each gets a clear message on the screen; none hangs the read or answers 500.
import { screen, waitFor, within } from '@testing-library/react';
import { MAX_READ_PARTITIONS } from '@beacon/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { seedTopic } from '../../test/simulator-scenario.ts';
import { routes } from '../../shared/routes/route-table.ts';
import { simulateOrdersTopic } from '../topics/schema/test-support/simulated-orders-topic.ts';
import { simulateOrdersMessages } from '../topics/messages/test-support/simulated-messages.ts';

// Each test renders the whole console, whose shell and antd load lazily.
vi.setConfig({ testTimeout: 60_000 });

const ORDERS = 'persistent://finance/payments/orders';
const WORKBENCH_ON_ORDERS = routes.workbench.href({}, { topic: ORDERS });
const SLOW = { timeout: 30_000 };

const orders = Array.from({ length: 3 }, (_, index) => ({
  payload: JSON.stringify({ orderId: index }),
  key: `order-${String(index)}`,
}));

/** Four nested comprehensions over a hundred numbers: 10^8 steps, far past the sandbox's 2 s. */
const hundred = `[${Array.from({ length: 100 }, (_, index) => String(index)).join(',')}]`;
const SLOW_FILTER = `${hundred}.all(a, ${hundred}.all(b, ${hundred}.all(c, ${hundred}.all(d, a + b + c + d >= 0))))`;

async function openWorkbench(path = WORKBENCH_ON_ORDERS) {
  const view = renderApp(path);
  const form = await screen.findByRole('form', { name: 'What to read' }, SLOW);
  return { ...view, form };
}

describe('bad input in the workbench', () => {
  it('stops a filter that runs past its time, and says so', async () => {
    await simulateOrdersMessages(orders, { binaryPorts: true });
    const { user, form } = await openWorkbench();
    const filter = within(form).getByLabelText('Filter (CEL)');
    await user.click(filter);
    await user.paste(SLOW_FILTER);
    await user.click(within(form).getByRole('button', { name: 'Start' }));

    const failure = await screen.findByRole('alert', {}, SLOW);
    expect(failure).toHaveTextContent('The read failed');
    expect(failure).toHaveTextContent(/The filter was stopped: \d+ messages took it longer than 2000 ms/);
    // The read is over: the form may start another.
    expect(within(form).getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('refuses a regex that matches more topics than a read opens', async () => {
    await simulateOrdersTopic([], {
      binaryPorts: true,
      populate: (state) => {
        for (let index = 0; index < MAX_READ_PARTITIONS; index++)
          seedTopic(state, `persistent://finance/payments/extra-${String(index)}`, 'standalone');
      },
    });
    const { user, form } = await openWorkbench(routes.workbench.href({}));
    await user.click(within(form).getByText('By namespace and regex'));
    await user.type(within(form).getByLabelText('Namespace'), 'finance/payments');
    await user.type(within(form).getByLabelText('Topic regex'), '.*');
    await user.click(within(form).getByRole('button', { name: 'Start' }));

    const refusal = await screen.findByRole('alert', {}, SLOW);
    expect(refusal).toHaveTextContent('The read was refused');
    expect(refusal).toHaveTextContent(
      `The regex matches ${String(MAX_READ_PARTITIONS + 1)} topics and partitions of finance/payments; a read opens at most ${String(MAX_READ_PARTITIONS)}: narrow it`,
    );
    expect(screen.queryByRole('table', { name: 'Messages read' })).not.toBeInTheDocument();
  });

  it('says which message id the topic does not have', async () => {
    await simulateOrdersMessages(orders, { binaryPorts: true });
    const { user, form } = await openWorkbench();
    await user.click(within(form).getByRole('combobox', { name: 'Start at' }));
    await user.click(await screen.findByText('Message ID', { selector: '.ant-select-item-option-content' }));
    await user.type(within(form).getByLabelText('Start message ID'), '999999:0');
    await user.click(within(form).getByRole('button', { name: 'Start' }));

    const refusal = await screen.findByRole('alert', {}, SLOW);
    expect(refusal).toHaveTextContent('The read was refused');
    expect(refusal).toHaveTextContent(
      `${ORDERS} has no message 999999:0: it may have been mistyped, or removed by retention`,
    );
  });

  it('shows a value its schema does not decode as bytes, with the reason', async () => {
    const avro = JSON.stringify({
      type: 'record',
      name: 'Order',
      fields: [
        { name: 'orderId', type: 'int' },
        { name: 'customer', type: ['null', 'string'] },
      ],
    });
    // JSON text where Avro's binary encoding is due: its second byte names no branch of the union.
    await simulateOrdersMessages([{ payload: '{"orderId":1}', key: 'not-avro' }], {
      binaryPorts: true,
      schemas: [{ schema: avro }],
    });
    const { user, form } = await openWorkbench();
    await user.click(within(form).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kept: 1'), SLOW);

    await user.click(screen.getByRole('button', { name: /^Details of message / }));
    expect(
      await screen.findByText(/^Could not decode: The value does not decode as AVRO: /),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Value', { selector: 'pre' }).textContent).toBe(
      Buffer.from('{"orderId":1}').toString('base64'),
    );
  });
});
