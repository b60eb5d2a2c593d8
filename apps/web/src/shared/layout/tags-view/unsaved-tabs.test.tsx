// Issue 14 item 12 with kept-alive pages: the tab actions ask before they drop a page with unsaved
// changes, "Keep editing" keeps the tab, and discarded changes are not found again on coming back.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { discardChanges, useFormDirty, useUnsavedChangesGuard } from '../../forms/index.ts';
import { RedirectPage } from '../redirect-page.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { TagsView } from './tags-view.tsx';
import { VisitedViews, VisitedViewsContext } from './visited-views.ts';

function EditPage() {
  const [form] = Form.useForm<{ name: string }>();
  const guard = useUnsavedChangesGuard(useFormDirty(form, { name: 'orders' }));
  return (
    <>
      <h1>Edit page</h1>
      <Form form={form} initialValues={{ name: 'orders' }}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      </Form>
      {guard.prompt}
    </>
  );
}

/** The console's page area, as the shell lays it out: the tab strip over the kept-alive pages. */
function Shell() {
  const [store] = useState(() => new VisitedViews());
  return (
    <VisitedViewsContext value={store}>
      <TagsView />
      <KeepAliveOutlet />
    </VisitedViewsContext>
  );
}

function renderShell() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <h1>Home page</h1>, handle: { title: 'routes.dashboard' } },
          { path: 'edit', element: <EditPage />, handle: { title: 'routes.tenants' } },
          {
            path: 'fresh-edit',
            element: <EditPage />,
            handle: { title: 'routes.namespaces', noCache: true },
          },
          { path: 'other', element: <h1>Other page</h1>, handle: { title: 'routes.clusters' } },
          {
            path: 'redirect/*',
            element: <RedirectPage />,
            handle: { title: 'routes.redirect', noTab: true },
          },
        ],
      },
    ],
    { initialEntries: ['/other'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const tabBar = () => screen.getByRole('navigation', { name: 'Visited pages' });
const tabTitles = () =>
  within(tabBar())
    .queryAllByRole('link')
    .map((link) => link.textContent);
const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });
const nameField = () => screen.getByRole('textbox', { name: 'Name' });

/** Opens Other, then Edit (two tabs), and changes Edit's name to orders-eu. */
async function changeEditPage() {
  const view = renderShell();
  expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
  await view.router.navigate('/edit');
  await view.user.type(await screen.findByRole('textbox', { name: 'Name' }), '-eu');
  await waitFor(() => expect(tabTitles()).toEqual(['Clusters', 'Tenants']));
  return view;
}

describe('tabs of pages with unsaved changes', () => {
  it('shows a page afresh after its changes were discarded on leaving it, though it is kept alive', async () => {
    const { user, router } = await changeEditPage();

    await user.click(within(tabBar()).getByRole('link', { name: 'Clusters' }));
    await user.click(await screen.findByRole('button', { name: 'Discard and leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));

    await user.click(within(tabBar()).getByRole('link', { name: 'Tenants' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit'));
    expect(nameField()).toHaveValue('orders');
    // Fresh, so clean: leaving again does not ask.
    await user.click(within(tabBar()).getByRole('link', { name: 'Clusters' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(question()).not.toBeInTheDocument();
  });

  it('asks before closing the tab in front; "Keep editing" keeps the tab and the change', async () => {
    const { user, router } = await changeEditPage();

    await user.click(within(tabBar()).getByRole('button', { name: 'Close Tenants' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(tabTitles()).toEqual(['Clusters', 'Tenants']);
    expect(router.state.location.pathname).toBe('/edit');
    expect(nameField()).toHaveValue('orders-eu');

    // Discarding closes it, with one question only (the route blocker has nothing left to ask).
    await user.click(within(tabBar()).getByRole('button', { name: 'Close Tenants' }));
    await user.click(await screen.findByRole('button', { name: 'Discard and leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(tabTitles()).toEqual(['Clusters']);
    expect(question()).not.toBeInTheDocument();
  });

  it('asks before Close Others drops the page in front; staying keeps every tab', async () => {
    const { user, router } = await changeEditPage();

    await user.pointer({
      keys: '[MouseRight]',
      target: within(tabBar()).getByRole('link', { name: 'Clusters' }),
    });
    await user.click(await screen.findByRole('menuitem', { name: 'Close Others' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(tabTitles()).toEqual(['Clusters', 'Tenants']);
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('asks before Refresh reloads a changed page, which then starts afresh', async () => {
    const { user, router } = await changeEditPage();

    await user.pointer({
      keys: '[MouseRight]',
      target: within(tabBar()).getByRole('link', { name: 'Tenants' }),
    });
    await user.click(await screen.findByRole('menuitem', { name: 'Refresh' }));
    await user.click(await screen.findByRole('button', { name: 'Discard and leave' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/edit'));
    await waitFor(() => expect(nameField()).toHaveValue('orders'));
    expect(question()).not.toBeInTheDocument();
  });

  // On a slow machine (CI) React may never render the page the user left for before they are back:
  // both moves and the discard land in one render. The page must start afresh all the same.
  it.each([
    ['a kept-alive page', '/edit'],
    ['a page rendered afresh on each visit', '/fresh-edit'],
  ])('%s starts afresh when the user is back before the page left for was shown', async (_, path) => {
    const { user, router } = renderShell();
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    await act(() => router.navigate(path));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '-eu');

    await act(async () => {
      discardChanges([path]);
      await router.navigate('/other');
      await router.navigate(path);
    });

    expect(router.state.location.pathname).toBe(path);
    expect(nameField()).toHaveValue('orders');
  });
});
