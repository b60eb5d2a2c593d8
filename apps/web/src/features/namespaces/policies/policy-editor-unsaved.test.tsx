import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl } from '../../../test/render-app.tsx';
import { openPoliciesTab, policyCard } from './test-support/open-policies-tab.ts';

describe('the POLICIES tab with an unsaved policy (issue 14 item 12)', () => {
  it('asks before leaving; staying keeps the typed value, and a saved policy leaves freely', async () => {
    const { user, router, pulsar } = await openPoliciesTab();
    const card = await policyCard('Max Consumers Per Topic');
    const field = within(card).getByLabelText('Max Consumers Per Topic');
    await user.type(field, '25');
    const url = currentUrl();

    void router.navigate('/management/tenants');
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(currentUrl()).toBe(url);
    expect(field).toHaveValue('25');

    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(pulsar.writes()).toHaveLength(1));
    await screen.findByText('Successfully set max consumers per topic for this namespace!');
    void router.navigate('/management/tenants');
    await waitFor(() => expect(currentUrl()).toBe('/management/tenants'));
    expect(screen.queryByText('Discard unsaved changes?')).not.toBeInTheDocument();
  });
});
