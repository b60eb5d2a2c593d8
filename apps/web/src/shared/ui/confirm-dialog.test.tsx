import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/index.ts';
import { i18n } from '../i18n/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderDialog(node: ReactNode) {
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

describe('ConfirmDialog', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('names the action on its button and closes after the action succeeds', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn(() => Promise.resolve());
    renderDialog(
      <ConfirmDialog
        open
        title="Unload topic orders?"
        description="The broker releases the topic."
        confirmLabel="Unload"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unload' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('keeps the dialog open with Pulsar’s reason when the action is refused', async () => {
    const onClose = vi.fn();
    const refusal = new HttpError('status', 'Conflict', {
      status: 409,
      body: { reason: 'Cannot delete non empty tenant' },
    });
    renderDialog(
      <ConfirmDialog
        open
        title="Delete tenant acme?"
        description="All of its settings are removed."
        confirmLabel="Delete"
        danger
        onConfirm={() => Promise.reject(refusal)}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The operation failed');
    expect(alert).toHaveTextContent('Cannot delete non empty tenant');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends the action once however often Confirm is clicked while it is out', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderDialog(
      <ConfirmDialog
        open
        title="Reset cursor?"
        description="The subscription re-reads from the start."
        confirmLabel="Reset"
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    const button = screen.getByRole('button', { name: 'Reset' });
    await userEvent.click(button);
    await userEvent.click(button);
    finish();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('keeps a destructive confirm disabled until the resource’s name is typed, from the keyboard', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderDialog(
      <ConfirmDialog
        open
        title="Delete namespace acme/orders?"
        description="It holds 3 topics."
        confirmLabel="Delete"
        danger
        typedName="acme/orders"
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    const field = screen.getByLabelText('This cannot be undone. Type acme/orders to confirm.');
    await userEvent.type(field, 'acme/order{Enter}');
    expect(confirm).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(field, 's');
    expect(confirm).toBeEnabled();
    await userEvent.type(field, '{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('puts focus back on the button that opened it, or on the heading when that button went with its row', async () => {
    /** A page with a heading and rows, each with a Delete that asks first; Keep closes without deleting. */
    function Rows() {
      const [rows, setRows] = useState(['a', 'b']);
      const [asking, setAsking] = useState<string>();
      return (
        <main id="console-main">
          <h1>Rows</h1>
          {rows.map((row) => (
            <button key={row} type="button" onClick={() => setAsking(row)}>
              Delete {row}
            </button>
          ))}
          <ConfirmDialog
            open={asking !== undefined}
            title={`Delete ${asking ?? ''}?`}
            description="Gone for good."
            confirmLabel="Delete"
            onConfirm={() => {
              setRows((current) => current.filter((row) => row !== asking));
              return Promise.resolve();
            }}
            onClose={() => setAsking(undefined)}
          />
        </main>
      );
    }
    const user = userEvent.setup();
    // Without motion, as the console runs for those who ask for less: the dialog closes at once.
    renderDialog(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Rows />
      </ConfigProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Delete a' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete a' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete b' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Rows' })).toHaveFocus());
  });

  it('speaks Chinese', () => {
    void i18n.changeLanguage('zh');
    renderDialog(
      <ConfirmDialog
        open
        title="删除租户 acme？"
        description="将删除其全部设置。"
        confirmLabel="删除"
        typedName="acme"
        onConfirm={() => Promise.resolve()}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: /^取\s?消$/ })).toBeInTheDocument();
    expect(screen.getByLabelText('此操作无法撤销。请输入 acme 以确认。')).toBeInTheDocument();
  });
});
