import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input, Modal } from 'antd';
import { Activity, useLayoutEffect, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { hasUnsavedChanges, setHiddenPages } from './dirty-forms.ts';
import { useFormDirty } from './use-form-dirty.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.tsx';

// A page with one form, as the console's forms use the guard: dirty when a value differs.
function EditPage() {
  const [form] = Form.useForm<{ name: string }>();
  const guard = useUnsavedChangesGuard(useFormDirty(form, { name: 'orders' }));
  return (
    <>
      <Form form={form} initialValues={{ name: 'orders' }}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      </Form>
      <Link to="/elsewhere">Elsewhere</Link>
      {guard.prompt}
    </>
  );
}

// A dialog whose Cancel, Escape and close button go through the guard.
function DialogPage() {
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<{ name: string }>();
  const guard = useUnsavedChangesGuard(useFormDirty(form, { name: '' }));
  if (!open) return <p>Dialog closed</p>;
  return (
    <Modal open title="New thing" onCancel={() => guard.confirmDiscard(() => setOpen(false))}>
      <Form form={form} initialValues={{ name: '' }}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      </Form>
      {guard.prompt}
    </Modal>
  );
}

// The form page kept alive but hidden, as the console's page area does when another tab is in
// front: React's <Activity> cleans its effects up, and the page area tells the registry first.
function HidablePage() {
  const [hidden, setHidden] = useState(false);
  const [mounted, setMounted] = useState(true);
  useLayoutEffect(() => setHiddenPages(new Set(hidden ? ['/'] : [])), [hidden]);
  return (
    <>
      <button type="button" onClick={() => setHidden(!hidden)}>
        {hidden ? 'Show' : 'Hide'}
      </button>
      <button type="button" onClick={() => setMounted(false)}>
        Unmount
      </button>
      {mounted && <Activity mode={hidden ? 'hidden' : 'visible'}>{<EditPage />}</Activity>}
    </>
  );
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });

describe('leaving a form with unsaved changes', () => {
  it('asks before a navigation away from a changed form; "Keep editing" stays with the values kept', async () => {
    const { user, router } = renderAt(<EditPage />);
    await user.type(screen.getByLabelText('Name'), '-eu');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));

    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));

    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Name')).toHaveValue('orders-eu');
  });

  it('leaves once the user agrees to discard', async () => {
    const { user, router } = renderAt(<EditPage />);
    await user.type(screen.getByLabelText('Name'), '-eu');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Discard and leave' }));

    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('leaves a form without asking when nothing changed, or when a change was undone', async () => {
    const { user } = renderAt(<EditPage />);
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.type(screen.getByLabelText('Name'), '{Backspace}');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));

    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
  });

  it('asks the browser to confirm a reload or close only while the form is changed', async () => {
    const { user } = renderAt(<EditPage />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Name'), '-eu');
    await waitFor(() => expect(unload()).toBe(true));
  });

  it("counts a hidden page's changed form until it unmounts, and a reload asks meanwhile", async () => {
    const { user } = renderAt(<HidablePage />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await user.type(screen.getByLabelText('Name'), '-eu');
    await waitFor(() => expect(hasUnsavedChanges('/')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(hasUnsavedChanges('/')).toBe(true);
    expect(unload()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('orders-eu'));
    expect(hasUnsavedChanges('/')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Unmount' }));
    expect(hasUnsavedChanges('/')).toBe(false);
    expect(unload()).toBe(false);
  });

  it('asks before Escape closes a dialog with changed fields, and closes an unchanged one at once', async () => {
    const { user } = renderAt(<DialogPage />);
    await user.type(screen.getByLabelText('Name'), 'payments');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('payments');

    // Cancel rather than a second Escape: under test every antd dialog gets the same id, so the
    // question closing took the dialog's place on antd's Escape stack with it (not so in a browser).
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Dialog closed')).toBeInTheDocument();
  });

  it('asks in Chinese', async () => {
    await i18n.changeLanguage('zh');
    try {
      const { user } = renderAt(<DialogPage />);
      await user.type(screen.getByLabelText('Name'), 'payments');
      await user.keyboard('{Escape}');
      expect(await screen.findByText('放弃未保存的修改？')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '放弃并离开' }));
      expect(await screen.findByText('Dialog closed')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
