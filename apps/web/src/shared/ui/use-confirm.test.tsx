import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { ConfirmHost, useConfirm } from './use-confirm.tsx';

/** The host as the console mounts it, without motion so a dialog closes at once. */
function renderHosted(node: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ConfirmHost>{node}</ConfirmHost>
      </ConfigProvider>
    </I18nextProvider>,
  );
}

/** Rows whose Delete asks first; `answers` records what each question resolved to. */
function Rows({ action, answers }: { action?: () => Promise<void>; answers: boolean[] }) {
  const confirm = useConfirm();
  const [rows, setRows] = useState(['a', 'b']);
  return (
    <main id="console-main">
      <h1>Rows</h1>
      {rows.map((row) => (
        <button
          key={row}
          type="button"
          onClick={() =>
            void confirm({
              danger: true,
              title: `Delete ${row}?`,
              description: 'Gone for good.',
              confirmLabel: 'Delete',
              onConfirm: async () => {
                await action?.();
                setRows((current) => current.filter((name) => name !== row));
              },
            }).then((answer) => answers.push(answer))
          }
        >
          Delete {row}
        </button>
      ))}
    </main>
  );
}

describe('useConfirm', () => {
  it('asks in the one host: Cancel resolves false and runs nothing, Delete resolves true after the action', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => Promise.resolve());
    const answers: boolean[] = [];
    renderHosted(<Rows action={action} answers={answers} />);

    await user.click(screen.getByRole('button', { name: 'Delete a' }));
    expect(await screen.findByRole('dialog', { name: 'Delete a?' })).toHaveTextContent('Gone for good.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual([false]));
    expect(action).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete b' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(answers).toEqual([false, true]));
    expect(action).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Delete b' })).not.toBeInTheDocument();
  });

  it('shows one dialog however many screens ask, each question fresh', async () => {
    const user = userEvent.setup();
    const answers: boolean[] = [];
    renderHosted(
      <>
        <Rows answers={answers} />
        <Rows answers={answers} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Delete a' });
    await user.click(first!);
    await screen.findByRole('dialog', { name: 'Delete a?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(second!);
    await screen.findByRole('dialog', { name: 'Delete a?' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('keeps the dialog open with the reason when the action is refused, and resolves only when it closes', async () => {
    const user = userEvent.setup();
    const answers: boolean[] = [];
    renderHosted(<Rows action={() => Promise.reject(new Error('Cannot delete a'))} answers={answers} />);
    await user.click(screen.getByRole('button', { name: 'Delete a' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot delete a');
    expect(answers).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual([false]));
  });

  it('puts focus back on the button that asked, or on the heading when that button went with its row', async () => {
    const user = userEvent.setup();
    renderHosted(<Rows answers={[]} />);

    await user.click(screen.getByRole('button', { name: 'Delete a' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete a' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete b' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Rows' })).toHaveFocus());
  });

  it('refuses to ask without the host above it', () => {
    // React reports the thrown error on the console too; only the throw matters here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<Rows answers={[]} />)).toThrow(/ConfirmHost/);
    } finally {
      quiet.mockRestore();
    }
  });

  it("keeps a ConfirmButton's own controls live in the host: the dialog shows them as they are, the action reads them", async () => {
    const user = userEvent.setup();
    const deleted: boolean[] = [];
    function ForceDelete() {
      const [force, setForce] = useState(false);
      return (
        <ConfirmButton
          label="Delete topic"
          title="Delete orders?"
          description="Gone for good."
          confirmLabel="Delete"
          danger
          onConfirm={() => {
            deleted.push(force);
            return Promise.resolve();
          }}
        >
          <label>
            <input type="checkbox" checked={force} onChange={(event) => setForce(event.target.checked)} />
            Force
          </label>
        </ConfirmButton>
      );
    }
    renderHosted(<ForceDelete />);

    await user.click(screen.getByRole('button', { name: 'Delete topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete orders?' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Force' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Force' })).toBeChecked();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([true]));
  });
});
