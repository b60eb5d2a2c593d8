// Exporting from the workbench (issue 30 item 5) against the real server and the simulator: the
// download goes through the console's HTTP client and arrives as a Blob holding the server's file,
// masked as the screen is; the button shows only to users who hold the export grant.
import { MASKED_MARKER } from '@beacon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { tenantAdminReadingMessages } from '../../test/console-users.ts';
import { findDialog } from '../../test/dialogs.ts';
import { renderApp } from '../../test/render-app.tsx';
import { routes } from '../../shared/routes/route-table.ts';
import { simulateOrdersMessages } from '../topics/messages/test-support/simulated-messages.ts';

vi.setConfig({ testTimeout: 60_000 });

const ORDERS = 'persistent://finance/payments/orders';
const WORKBENCH_ON_ORDERS = routes.workbench.href({}, { topic: ORDERS });
const SLOW = { timeout: 30_000 };

const orders = Array.from({ length: 3 }, (_, index) => ({
  payload: JSON.stringify({ orderId: index, card: `4111-${String(index)}` }),
  key: `order-${String(index)}`,
}));

/** The Blobs the page hands the browser to save, and the names it saves them under. */
function captureDownloads(): { blobs: Blob[]; names: string[] } {
  const blobs: Blob[] = [];
  const names: string[] = [];
  // jsdom has no Blob addresses and saves nothing: what the page hands over is recorded instead.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return `blob:download-${String(blobs.length)}`;
    },
    revokeObjectURL: () => undefined,
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  onTestFinished(() => click.mockRestore());
  return { blobs, names };
}

describe('workbench export', () => {
  it('downloads the last read as CSV with the columns chosen, masked fields hidden', async () => {
    const pulsar = await simulateOrdersMessages(orders, { binaryPorts: true });
    const rule = await pulsar.beacon.superSession.request('PUT', '/pulsar-manager/workbench/masking-rules', {
      environment: 'simulator',
      topicPattern: 'persistent://finance/*/*',
      fields: ['value.card'],
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const downloads = captureDownloads();
    const { user } = renderApp(WORKBENCH_ON_ORDERS);

    const form = await screen.findByRole('form', { name: 'What to read' }, SLOW);
    // Nothing to export before a read.
    expect(screen.getByRole('button', { name: 'Export…' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kept: 3'), SLOW);

    await user.click(screen.getByRole('button', { name: 'Export…' }));
    const dialog = await findDialog('Export messages');
    await user.click(within(dialog).getByRole('radio', { name: 'CSV (chosen columns)' }));
    const columns = within(dialog).getByRole('combobox', { name: 'Columns' });
    await user.type(columns, 'value.card{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(downloads.blobs).toHaveLength(1), SLOW);
    expect(downloads.names[0]).toMatch(/^messages-simulator-finance_payments_orders-\d{8}T\d{6}Z\.csv$/);
    const text = await downloads.blobs[0]!.text();
    const rows = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe('publishTime,key,value,value.card');
    expect(rows.slice(1, 4).map((row) => row.split(',')[1])).toEqual(['order-0', 'order-1', 'order-2']);
    expect(rows[1]).toContain(`,${MASKED_MARKER}`);
    expect(text).not.toContain('4111-');
    // Downloaded: the dialog closes.
    await waitFor(() => expect(screen.queryByText('Export messages')).not.toBeInTheDocument());
  });

  it('is not offered to a user who may read but not export', async () => {
    await simulateOrdersMessages(orders, { binaryPorts: true, user: tenantAdminReadingMessages });
    renderApp(WORKBENCH_ON_ORDERS);
    await screen.findByRole('form', { name: 'What to read' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Export…' })).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await simulateOrdersMessages(orders, { binaryPorts: true });
    const { user } = renderApp(WORKBENCH_ON_ORDERS);
    const form = await screen.findByRole('form', { name: '读取内容' }, SLOW);
    await user.click(within(form).getByRole('button', { name: '开始' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('已保留：3'), SLOW);
    await user.click(screen.getByRole('button', { name: '导出…' }));
    const dialog = await findDialog('导出消息');
    expect(within(dialog).getByRole('radio', { name: 'JSON Lines（全部字段）' })).toBeChecked();
    // antd spaces out a two-character Chinese button label.
    expect(within(dialog).getByRole('button', { name: /^下\s?载$/ })).toBeInTheDocument();
  });
});
