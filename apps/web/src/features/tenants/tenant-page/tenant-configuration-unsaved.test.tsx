import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges } from '../../../shared/forms/index.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { start } from '../test-support/fixtures.ts';

const CONFIGURATION = '/management/tenants/tenantInfo/finance?tab=configuration';
// The first render of a file loads the lazy console and antd: slow on a busy machine.
const COLD_LOAD = { timeout: 30_000 };

describe('tenant page: configuration with unsaved changes (issue 14 item 12)', () => {
  it('asks before leaving for another page; staying keeps the edit, leaving drops it', async () => {
    await start();
    const { user, router } = renderApp(CONFIGURATION);
    const section = (await screen.findByRole('heading', { name: 'Tenant Info' }, COLD_LOAD)).closest(
      'section',
    )!;
    await waitFor(() => expect(within(section).getByText('auditor')).toBeInTheDocument());
    await user.click(within(section).getByLabelText('Remove role auditor'));
    // The form reports its change a moment later (antd's watch) and the route blocker is armed in
    // the render that follows; a user cannot click that fast.
    await waitFor(() => expect(hasUnsavedChanges('/management/tenants/tenantInfo/finance')).toBe(true));
    await act(async () => {});

    void router.navigate('/management/tenants');
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(currentUrl()).toBe(CONFIGURATION);
    expect(within(section).queryByText('auditor')).not.toBeInTheDocument();

    void router.navigate('/management/tenants');
    await user.click(await screen.findByRole('button', { name: 'Discard and leave' }));
    await waitFor(() => expect(currentUrl()).toBe('/management/tenants'));
  });

  it('leaves without asking when nothing was changed', async () => {
    await start();
    const { router } = renderApp(CONFIGURATION);
    await screen.findByRole('heading', { name: 'Tenant Info' }, COLD_LOAD);

    void router.navigate('/management/tenants');
    await waitFor(() => expect(currentUrl()).toBe('/management/tenants'));
    expect(screen.queryByText('Discard unsaved changes?')).not.toBeInTheDocument();
  });
});
