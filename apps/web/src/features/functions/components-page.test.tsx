import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { STARTING_STATUS_POLL_MS } from './components.api.ts';
import { findDialog } from '../../test/dialogs.ts';
import { componentAt, readsAfterDelete, simulateFunctions } from './test-support/simulated-functions.ts';

// Each test renders the whole console, whose shell and antd load lazily.
vi.setConfig({ testTimeout: 60_000 });

const FUNCTIONS = '/management/functions?tenant=finance&namespace=payments';

describe('functions, sources and sinks lists', () => {
  it('lists a namespace’s functions with running instances, topics, runtime and last error', async () => {
    await simulateFunctions();
    renderApp(FUNCTIONS);

    const row = (await screen.findByRole('link', { name: 'enrich' })).closest('tr')!;
    await within(row).findByText('2 of 2 running');
    expect(within(row).getByText('persistent://finance/payments/orders')).toBeInTheDocument();
    expect(within(row).getByText('persistent://finance/payments/enriched')).toBeInTheDocument();
    expect(within(row).getByText('JAVA')).toBeInTheDocument();
    expect(within(row).getByText('None')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'enrich' })).toLinkTo(
      '/management/functions/finance/payments/enrich/function',
    );
  });

  it('deletes a sink from the list once its name is typed, and reads nothing of it again', async () => {
    const pulsar = await simulateFunctions();
    const { user } = renderApp('/management/sinks?tenant=finance&namespace=payments');
    const row = (await screen.findByRole('link', { name: 'to-postgres' })).closest('tr')!;
    await within(row).findByText('1 of 1 running');
    await user.click(screen.getByRole('button', { name: 'Delete to-postgres' }));
    const dialog = await findDialog('Delete to-postgres?');
    await user.type(within(dialog).getByRole('textbox'), 'to-postgres');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await screen.findByText('Sink to-postgres deleted');
    expect(componentAt(pulsar, 'sink', 'to-postgres')).toBeUndefined();
    await screen.findByText('This namespace has no sinks.');
    expect(readsAfterDelete(pulsar.seen, 'to-postgres')).toEqual([]);
  });

  it('opens, with no namespace named, on the first namespace where some run, and says where New creates (issue 28 A11)', async () => {
    await simulateFunctions();
    const { user } = renderApp('/management/functions');

    expect(await screen.findByRole('link', { name: 'enrich' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe(FUNCTIONS));
    await user.click(screen.getByRole('button', { name: 'New Function' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Function' });
    expect(within(dialog).getByText('Created in namespace finance/payments.')).toBeInTheDocument();
  });

  it('shows a stopped instance in the count until it runs, and each kind its own list', async () => {
    const pulsar = await simulateFunctions();
    const sink = pulsar.state.components.get('sink:finance/payments/to-postgres')!;
    sink.instances[0]!.running = false;
    renderApp('/management/sinks?tenant=finance&namespace=payments');

    const row = (await screen.findByRole('link', { name: 'to-postgres' })).closest('tr')!;
    await within(row).findByText('0 of 1 running');
    expect(screen.queryByRole('link', { name: 'enrich' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sinks' })).toBeInTheDocument();

    // A worker starts an instance seconds after the deploy answered: the list asks again by itself
    // until every instance runs (a real worker took longer than the first read in CI).
    sink.instances[0]!.running = true;
    await within(row).findByText('1 of 1 running', {}, { timeout: STARTING_STATUS_POLL_MS + 3_000 });
  });

  it('keeps the namespace and the search in the URL', async () => {
    await simulateFunctions();
    const { user } = renderApp(FUNCTIONS);
    await screen.findByRole('link', { name: 'enrich' });

    await user.type(screen.getByRole('searchbox', { name: 'Search functions' }), 'nothing-like-it{Enter}');
    await screen.findByText('Nothing matches “nothing-like-it”.');
    expect(currentUrl()).toBe(`${FUNCTIONS}&filter=nothing-like-it`);
  });

  it('says so for an empty namespace, in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    const pulsar = await simulateFunctions();
    pulsar.state.components.clear();
    renderApp('/management/sources?tenant=finance&namespace=payments');

    await screen.findByText('此命名空间中没有 Source。');
    expect(screen.getByRole('heading', { level: 1, name: 'Source' })).toBeInTheDocument();
  });

  it('says the cluster has no functions worker instead of showing errors', async () => {
    const pulsar = await simulateFunctions();
    // A broker with functionsWorkerEnabled=false answers every /admin/v3 call with a 409.
    pulsar.state.limits.functionsWorkerEnabled = false;
    renderApp(FUNCTIONS);

    await screen.findByText('This cluster runs no functions worker');
    expect(screen.getByText(/functionsWorkerEnabled is set to false/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
