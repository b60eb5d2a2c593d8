import { screen, waitFor, within } from '@testing-library/react';
import { findDialog } from '../../test/dialogs.ts';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import {
  CLUSTER,
  chooseOption,
  seedDomain,
  startDomains,
  storedDomains,
} from './test-support/failure-domains-fixtures.ts';

// Each test renders the whole console, whose shell and antd load lazily.
vi.setConfig({ testTimeout: 60_000 });

// The tab lives on the cluster page (features/clusters), which imports it from this feature.
const TAB = `/management/clusters/${CLUSTER}/cluster?tab=failureDomains`;

describe('FAILURE DOMAINS tab', () => {
  it('creates a failure domain after refusing one without a name', async () => {
    const pulsar = await startDomains();
    const { user } = renderApp(TAB);

    expect(
      await screen.findByText('This cluster has no failure domains', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Failure Domain' }));
    const dialog = await findDialog('Add a New Failure Domain');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Domain Name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Domain Name' }), 'zone-a');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Broker List' }), 'localhost:8081');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Successfully create a failure domain')).toBeInTheDocument();
    expect(storedDomains(pulsar)).toEqual({ 'zone-a': { brokers: ['localhost:8081'] } });
    const link = await screen.findByRole('link', { name: 'zone-a' });
    expect(link).toLinkTo('/management/clusters/standalone/zone-a/failureDomainName');
    expect(link.closest('tr')).toHaveTextContent('localhost:8081');
  });

  it('refuses a name the cluster already uses instead of replacing that domain', async () => {
    const pulsar = await startDomains();
    await seedDomain(pulsar, 'zone-a', ['localhost:8080']);
    const { user } = renderApp(TAB);

    await user.click(await screen.findByRole('button', { name: 'New Failure Domain' }, { timeout: 30_000 }));
    const dialog = await findDialog('Add a New Failure Domain');
    await user.type(within(dialog).getByRole('textbox', { name: 'Domain Name' }), 'zone-a');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(
      await within(dialog).findByText('This cluster already has a failure domain with this name'),
    ).toBeInTheDocument();
    expect(storedDomains(pulsar)).toEqual({ 'zone-a': { brokers: ['localhost:8080'] } });
  });

  it('searches the domains in the browser and deletes one after a confirmation', async () => {
    const pulsar = await startDomains();
    await seedDomain(pulsar, 'zone-a', ['localhost:8080']);
    await seedDomain(pulsar, 'zone-b', ['localhost:8081']);
    const { user } = renderApp(TAB);

    await screen.findByRole('link', { name: 'zone-b' }, { timeout: 30_000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search Failure Domains' }), 'zone-a{Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'zone-b' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'zone-a' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete failure domain zone-a' }));
    const dialog = await findDialog('Delete Failure Domain');
    expect(storedDomains(pulsar)['zone-a']).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Successfully delete a failure domain')).toBeInTheDocument();
    expect(Object.keys(storedDomains(pulsar))).toEqual(['zone-b']);
  });
});
