import { screen, waitFor, within } from '@testing-library/react';
import { findDialog } from '../../test/dialogs.ts';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { simulatePulsar } from '../../test/simulator-network.ts';
import {
  BOOKIES_PAGE,
  environmentWithoutBookieUrl,
  startWithSilentBookies,
  startBookies,
  storedRacks,
} from './test-support/bookies-fixtures.ts';

// Each test renders the whole console, whose shell and antd load lazily.
vi.setConfig({ testTimeout: 60_000 });

const bookiesTable = () => screen.getByRole('region', { name: 'Bookies' });
const racksRegion = () => screen.getByRole('region', { name: 'Rack placement' });

async function rowOf(region: HTMLElement, name: string): Promise<HTMLElement> {
  const cell = await within(region).findByText(name, {}, { timeout: 30_000 });
  return cell.closest('tr')!;
}

describe('bookies page', () => {
  it('lists the bookies BookKeeper answers for, with state, disk and rack', async () => {
    const pulsar = await startBookies();
    // One bookie turns read-only (a full disk): BookKeeper lists it under type=ro.
    const readOnly = pulsar.state.bookies.get('localhost:3183')!;
    readOnly.readOnly = true;
    renderApp(BOOKIES_PAGE);

    expect(
      await screen.findByRole('heading', { name: 'Bookies', level: 1 }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const first = await rowOf(bookiesTable(), 'localhost:3181');
    expect(first).toHaveTextContent('Read-write');
    expect(first).toHaveTextContent('85.0 GB');
    expect(first).toHaveTextContent('100.0 GB');
    expect(first).toHaveTextContent('15 %');
    expect(first).toHaveTextContent('default / /rack-0');
    expect(await rowOf(bookiesTable(), 'localhost:3183')).toHaveTextContent('Read-only');
  });

  it('says so when the environment has no bookie URL, and still manages racks', async () => {
    const pulsar = await startBookies();
    environmentWithoutBookieUrl();
    renderApp(BOOKIES_PAGE);

    expect(
      await screen.findByText(
        'Environment “simulator” has no bookie URL, so its bookies cannot be listed.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(await rowOf(racksRegion(), 'localhost:3182')).toHaveTextContent('/rack-1');
    // Nothing was asked of a bookie URL that is not there.
    expect(pulsar.seen.some((request) => new URL(request.url).pathname.startsWith('/api/v1/bookie/'))).toBe(
      false,
    );
  });

  it('says so when nothing answers at the bookie URL', async () => {
    await startWithSilentBookies();
    renderApp(BOOKIES_PAGE);

    expect(
      await screen.findByText(
        'The bookie URL of environment “simulator” (http://localhost:8080) does not answer.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/httpServerEnabled=true/)).toBeInTheDocument();
    expect(screen.getByText(/^Cannot reach environment 'simulator': ./)).toBeInTheDocument();
  });
});

/** antd draws the choices of an open Select as items titled with their value. */
async function findOption(name: string): Promise<HTMLElement> {
  await screen.findByRole('option', { name });
  return waitFor(() => {
    const item = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${name}"]`);
    if (!item) throw new Error(`no ${name} option`);
    return item;
  });
}

describe('bookie racks of a cluster (audit D9)', () => {
  it('reads and writes a cluster’s racks through that cluster’s brokers, chosen on the page', async () => {
    // Pulsar keeps racks in each cluster's own metadata store and its API names no cluster
    // (BookieResources on localMetadataStore, PulsarResources.java:87): the console must ask the
    // cluster's brokers. The geo scenario has us-east and eu-west, with no rack yet.
    const pulsar = await simulatePulsar({ scenario: 'geo' });
    const { user } = renderApp(BOOKIES_PAGE);
    const region = await screen.findByRole('region', { name: 'Rack placement' }, { timeout: 30_000 });
    expect(
      await within(region).findByText(
        'Kept in the metadata store of cluster eu-west: each cluster of the environment has its own placement.',
      ),
    ).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Add' }));
    const dialog = await findDialog('Add a bookie rack');
    await user.type(within(dialog).getByRole('combobox', { name: 'Bookie' }), 'bookie-9:3181');
    await user.type(within(dialog).getByRole('textbox', { name: 'Rack' }), '/rack-9');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Create success for bookies')).toBeInTheDocument();
    const post = pulsar.seen.filter((request) => request.method === 'POST').at(-1)!;
    expect(post.headers.get('x-pulsar-cluster')).toBe('eu-west');
    const racksOf = (cluster: string) =>
      Object.fromEntries(pulsar.simulator.runtime.stateOf(cluster).bookieRacks);
    expect(Object.keys(racksOf('eu-west'))).toEqual(['default']);
    expect(racksOf('us-east')).toEqual({});
    expect(await rowOf(racksRegion(), 'bookie-9:3181')).toHaveTextContent('/rack-9');

    // us-east has no rack: its brokers say so.
    await user.click(within(racksRegion()).getByRole('combobox', { name: 'Cluster' }));
    await user.click(await findOption('us-east'));
    expect(
      await within(racksRegion()).findByText('No bookie has a rack yet', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const reads = pulsar.seen.filter(
      (request) => new URL(request.url).pathname === '/admin/v2/bookies/racks-info',
    );
    const clustersAsked = reads.map((request) => request.headers.get('x-pulsar-cluster'));
    expect(clustersAsked[0]).toBe('eu-west');
    expect(clustersAsked.at(-1)).toBe('us-east');
    expect(clustersAsked.every((cluster) => cluster === 'eu-west' || cluster === 'us-east')).toBe(true);
  });
});

describe('bookie racks', () => {
  it('adds a rack with the group in the query and rack and host name in the body', async () => {
    const pulsar = await startBookies();
    const { user } = renderApp(BOOKIES_PAGE);

    await user.click(
      await within(
        await screen.findByRole('region', { name: 'Rack placement' }, { timeout: 30_000 }),
      ).findByRole('button', { name: 'Add' }),
    );
    const dialog = await findDialog('Add a bookie rack');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Bookie is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Rack is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: 'Bookie' }), 'bookie-9');
    await user.type(within(dialog).getByRole('textbox', { name: 'Rack' }), 'eu/dc1/rack-9');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('Write the bookie as address:port, e.g. bookie-1:3181'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('A rack name holds at most one “/” besides its start and end (/region/rack)'),
    ).toBeInTheDocument();

    // One inner "/" is a region-aware rack: the rack-aware broker refuses it with its own reason.
    await user.type(within(dialog).getByRole('combobox', { name: 'Bookie' }), ':3181');
    const rack = within(dialog).getByRole('textbox', { name: 'Rack' });
    await user.clear(rack);
    await user.type(rack, 'dc1/rack-9');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(/^Bookie 'rack' parameter is invalid/)).toBeInTheDocument();
    expect(within(dialog).getByText('Could not save the rack')).toBeInTheDocument();

    await user.clear(rack);
    await user.type(rack, '/rack-9');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Group' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Group' }), 'dc-1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Host name' }), 'bookie-9.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Create success for bookies')).toBeInTheDocument();
    const post = pulsar.seen.filter((request) => request.method === 'POST').at(-1)!;
    expect(new URL(post.url).pathname + new URL(post.url).search).toBe(
      '/admin/v2/bookies/racks-info/bookie-9%3A3181?group=dc-1',
    );
    expect(storedRacks(pulsar)['dc-1']).toEqual({
      'bookie-9:3181': { rack: '/rack-9', hostname: 'bookie-9.example' },
    });
    expect(await rowOf(racksRegion(), 'bookie-9:3181')).toHaveTextContent('dc-1');
  });

  it('edits a bookie’s rack, moving it to another group', async () => {
    const pulsar = await startBookies();
    const { user } = renderApp(BOOKIES_PAGE);

    await user.click(
      await screen.findByRole('button', { name: 'Edit the rack of localhost:3182' }, { timeout: 30_000 }),
    );
    const dialog = await findDialog('Edit the rack of localhost:3182');
    expect(within(dialog).getByRole('combobox', { name: 'Bookie' })).toBeDisabled();
    const rack = within(dialog).getByRole('textbox', { name: 'Rack' });
    expect(rack).toHaveValue('/rack-1');
    await user.clear(rack);
    await user.type(rack, '/rack-7');
    const group = within(dialog).getByRole('textbox', { name: 'Group' });
    await user.clear(group);
    await user.type(group, 'dc-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Update success for bookies')).toBeInTheDocument();
    const racks = storedRacks(pulsar);
    expect(racks['dc-2']).toEqual({ 'localhost:3182': { rack: '/rack-7', hostname: 'localhost' } });
    expect(racks.default?.['localhost:3182']).toBeUndefined();
  });

  it('deletes a bookie’s rack only after a confirmation', async () => {
    const pulsar = await startBookies();
    const { user } = renderApp(BOOKIES_PAGE);

    await user.click(
      await screen.findByRole('button', { name: 'Delete the rack of localhost:3181' }, { timeout: 30_000 }),
    );
    const dialog = await findDialog('Delete bookie rack');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the rack placement of localhost:3181?');
    expect(storedRacks(pulsar).default?.['localhost:3181']).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Delete success for bookies')).toBeInTheDocument();
    expect(storedRacks(pulsar).default?.['localhost:3181']).toBeUndefined();
    await waitFor(() => expect(within(racksRegion()).queryByText('localhost:3181')).not.toBeInTheDocument());
  });

  it('is in Chinese when the language is Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await startBookies();
    renderApp(BOOKIES_PAGE);

    expect(
      await screen.findByRole('heading', { name: 'Bookie', level: 1 }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const racks = await screen.findByRole('region', { name: '机架放置' });
    expect(
      await within(racks).findByRole('button', { name: '编辑 localhost:3181 的机架' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('读写')).toHaveLength(3));
  });
});
