import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { network } from '../../../test/network.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { findDialog, findPageHeading, start } from '../test-support/fixtures.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('clusters list', () => {
  it('lists each cluster with its service URLs, broker and bookie counts and health, and searches', async () => {
    const pulsar = await start();
    const { user } = renderApp('/management/clusters');

    expect(await findPageHeading('Clusters')).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'us-east' })).closest('tr')!;
    const serviceUrl = String(pulsar.state.clusters.get('us-east')?.data.serviceUrl);
    expect(await within(row).findByText(serviceUrl)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('All brokers answer')).toBeInTheDocument());
    expect(within(row).getByRole('link', { name: 'Brokers of us-east: 1' })).toLinkTo(
      '/management/clusters/us-east/cluster?tab=brokers',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search Clusters' }), 'west{Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'us-east' })).toBeNull());
    expect(screen.getByRole('link', { name: 'us-west' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/management/clusters?filter=west');

    await user.click(screen.getByRole('button', { name: 'Edit us-west' }));
    await waitFor(() => expect(currentUrl()).toBe('/management/clusters/us-west/cluster?tab=config'));
  });

  it('creates a cluster after checking its name and URLs, as Pulsar stores it', async () => {
    const pulsar = await start();
    // No Pulsar answers at the new cluster's made-up host: once created, its row's broker and
    // bookie counts are asked there (the proxy routes to a cluster it has just learnt of) and fail.
    network.use(http.all('http://eu.example:8080/*', () => HttpResponse.error()));
    const { user } = renderApp('/management/clusters');

    await user.click(await screen.findByRole('button', { name: 'New Cluster' }));
    const dialog = await findDialog('New Cluster');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Cluster name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Service URL is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Cluster Name'), 'eu-central');
    await user.type(within(dialog).getByLabelText('HTTP Service URL'), 'http://eu.example:8080');
    await user.type(within(dialog).getByLabelText('Broker Service URL'), 'http://eu.example:6650');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please input a `pulsar:` service URL')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Broker Service URL'));
    await user.type(within(dialog).getByLabelText('Broker Service URL'), 'pulsar://eu.example:6650');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Cluster created')).toBeInTheDocument();
    expect(pulsar.state.clusters.get('eu-central')?.data).toEqual({
      serviceUrl: 'http://eu.example:8080',
      brokerServiceUrl: 'pulsar://eu.example:6650',
    });
    expect(await screen.findByRole('link', { name: 'eu-central' })).toBeInTheDocument();
  });

  it('keeps Pulsar’s refusal of an existing name in the dialog, in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await start();
    const { user } = renderApp('/management/clusters');

    await user.click(await screen.findByRole('button', { name: /新建集群/ }));
    const dialog = await findDialog('新建集群');
    await user.type(within(dialog).getByLabelText('集群名称'), 'us-west');
    await user.type(within(dialog).getByLabelText('HTTP 服务地址'), 'http://west.example:8080');
    await user.click(within(dialog).getByRole('button', { name: /创\s*建/ }));

    expect(await within(dialog).findByText(/Cluster already exists/)).toBeInTheDocument();
  });
});
