// The workbench when Pulsar's binary port cannot be used (decision 0076), against the real server
// and the simulator: the cluster advertises a pulsar:// port that closes every connection before
// the handshake (closeBinaryPorts), the server reads every message through the admin REST API
// instead, and the status says so, with the failure, in English and in Chinese.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { closeBinaryPorts } from '../../test/simulator-binary-port.ts';
import { routes } from '../../shared/routes/route-table.ts';
import { simulateOrdersMessages } from '../topics/messages/test-support/simulated-messages.ts';

// Each test renders the whole console, whose shell and antd load lazily; the first also pays for
// their first load, and every message is an HTTP call of its own.
vi.setConfig({ testTimeout: 120_000 });

const ORDERS = 'persistent://finance/payments/orders';
const WORKBENCH_ON_ORDERS = routes.workbench.href({}, { topic: ORDERS });
const SLOW = { timeout: 30_000 };

const orders = Array.from({ length: 4 }, (_, index) => ({
  payload: JSON.stringify({ orderId: index }),
  key: `order-${String(index)}`,
}));

describe('a read where the binary port cannot be reached', () => {
  it('reads every message through the admin REST API and warns that it does', async () => {
    const { simulator } = await simulateOrdersMessages(orders);
    await closeBinaryPorts(simulator);
    const { user } = renderApp(WORKBENCH_ON_ORDERS);

    const form = await screen.findByRole('form', { name: 'What to read' }, { timeout: 90_000 });
    await user.click(within(form).getByRole('button', { name: 'Start' }));

    const status = screen.getByRole('status');
    await waitFor(
      () => expect(status).toHaveTextContent('Ended: every message there was when the read began was read'),
      SLOW,
    );
    expect(status).toHaveTextContent('Kept: 4');
    const rows = within(screen.getByRole('table', { name: 'Messages read' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(
      orders.map((order) => order.key),
    );
    const region = screen.getByRole('region', { name: 'Read status' });
    expect(region).toHaveTextContent('Read through the admin REST API');
    expect(region).toHaveTextContent(
      /Pulsar's binary port cannot be reached \(pulsar:\/\/127\.0\.0\.1:\d+: .+handshake.*\)\. One call per message: slower; no live tail\./,
    );
  });

  it('warns in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    const { simulator } = await simulateOrdersMessages(orders);
    await closeBinaryPorts(simulator);
    const { user } = renderApp(WORKBENCH_ON_ORDERS);

    const form = await screen.findByRole('form', { name: '读取内容' }, SLOW);
    await user.click(within(form).getByRole('button', { name: '开始' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('已保留：4'), SLOW);
    const region = screen.getByRole('region', { name: '读取状态' });
    expect(region).toHaveTextContent('已通过管理 REST API 读取');
    expect(region).toHaveTextContent(
      /无法连接 Pulsar 的二进制端口（pulsar:\/\/127\.0\.0\.1:\d+: .+）。每条消息一次调用：速度较慢；不支持实时跟踪。/,
    );
  });
});
