import { screen, waitFor, within } from '@testing-library/react';
import { findDialog } from '../../test/dialogs.ts';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import {
  chooseOption,
  domainPage,
  seedDomain,
  startDomains,
  storedDomains,
} from './test-support/failure-domains-fixtures.ts';

// Each test renders the whole console, whose shell and antd load lazily.
vi.setConfig({ testTimeout: 60_000 });

describe('failure domain page', () => {
  it('changes the domain’s brokers with Update Failure Domain', async () => {
    const pulsar = await startDomains();
    await seedDomain(pulsar, 'zone-a', ['localhost:8080']);
    const { user } = renderApp(domainPage('zone-a'));

    expect(
      await screen.findByRole('heading', { name: 'Failure Domain zone-a', level: 1 }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Broker List' });
    await chooseOption(user, select, 'localhost:8081');
    await user.click(screen.getByRole('button', { name: 'Update Failure Domain' }));

    expect(await screen.findByText('Successfully update a failure domain')).toBeInTheDocument();
    expect(storedDomains(pulsar)['zone-a']?.brokers.sort()).toEqual(['localhost:8080', 'localhost:8081']);
  });

  it('shows Pulsar’s 409 when a broker already belongs to another domain', async () => {
    const pulsar = await startDomains();
    await seedDomain(pulsar, 'zone-a', ['localhost:8080']);
    await seedDomain(pulsar, 'zone-b', []);
    const { user } = renderApp(domainPage('zone-b'));

    const select = await screen.findByRole('combobox', { name: 'Broker List' }, { timeout: 30_000 });
    await chooseOption(user, select, 'localhost:8080');
    await user.click(screen.getByRole('button', { name: 'Update Failure Domain' }));

    expect(await screen.findByText('[localhost:8080] already exists in zone-a')).toBeInTheDocument();
    expect(screen.getByText('Could not update the failure domain')).toBeInTheDocument();
    expect(storedDomains(pulsar)['zone-b']).toEqual({ brokers: [] });
  });

  it('deletes the domain after a confirmation and goes back to the cluster’s failure domains', async () => {
    const pulsar = await startDomains();
    await seedDomain(pulsar, 'zone-a', ['localhost:8080']);
    const { user } = renderApp(domainPage('zone-a'));

    await user.click(
      await screen.findByRole('button', { name: 'Delete Failure Domain' }, { timeout: 30_000 }),
    );
    const dialog = await findDialog('Delete Failure Domain');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the failure domain zone-a?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Successfully delete a failure domain')).toBeInTheDocument();
    await waitFor(() =>
      expect(currentUrl()).toBe('/management/clusters/standalone/cluster?tab=failureDomains'),
    );
    expect(storedDomains(pulsar)).toEqual({});
  });

  it('says a domain that does not exist is not found', async () => {
    await startDomains();
    renderApp(domainPage('nowhere'));

    expect(
      await screen.findByRole('heading', { name: /Failure domain nowhere/ }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Failure Domain' })).not.toBeInTheDocument();
  });

  it('is in Chinese when the language is Chinese', async () => {
    localStorage.setItem('language', 'zh');
    const pulsar = await startDomains();
    await seedDomain(pulsar, 'zone-a', ['localhost:8080']);
    renderApp(domainPage('zone-a'));

    expect(
      await screen.findByRole('heading', { name: '故障域 zone-a', level: 1 }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '更新故障域' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除故障域' })).toBeInTheDocument();
  });
});
