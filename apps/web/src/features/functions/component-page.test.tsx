import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findDialog } from '../../test/dialogs.ts';
import { expectNotFoundPage } from '../../test/pages.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { componentAt, readsAfterDelete, simulateFunctions } from './test-support/simulated-functions.ts';

vi.setConfig({ testTimeout: 60_000 });

const ENRICH = '/management/functions/finance/payments/enrich/function';

/** The row of instance `id` in the instances table. */
async function instanceRow(id: number): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryAllByRole('cell')[1]?.textContent === String(id));
    if (!found) throw new Error(`no row for instance ${id}`);
  });
  return found!;
}

describe('function detail page', () => {
  it('shows each instance’s status and stats, and the config as JSON', async () => {
    const pulsar = await simulateFunctions();
    const instance = pulsar.state.components.get('function:finance/payments/enrich')!.instances[1]!;
    instance.numRestarts = 3;
    const { user } = renderApp(ENRICH);

    await screen.findByRole('heading', { level: 1, name: 'enrich' });
    const row = await instanceRow(1);
    await within(row).findByText('Running');
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('3');
    expect(screen.getByRole('columnheader', { name: 'Avg latency (ms)' })).toBeInTheDocument();
    expect(within(row).getByText(/^c-standalone-fw-/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'CONFIG' }));
    expect(await screen.findByText(/"className": "com.acme.EnrichFunction"/)).toBeInTheDocument();
    expect(currentUrl()).toBe(`${ENRICH}?tab=config`);
  });

  it('shows an instance’s last exception with its stack, and the list its first line', async () => {
    const pulsar = await simulateFunctions();
    const instance = pulsar.state.components.get('function:finance/payments/enrich')!.instances[0]!;
    const stack =
      'java.lang.IllegalStateException: bad order\n\tat com.acme.EnrichFunction.process(EnrichFunction.java:42)';
    instance.numUserExceptions = 1;
    instance.latestUserExceptions = [{ exceptionString: stack, timestampMs: Date.UTC(2026, 0, 2, 3, 4, 5) }];
    const { user } = renderApp('/management/functions?tenant=finance&namespace=payments');

    const row = (await screen.findByRole('link', { name: 'enrich' })).closest('tr')!;
    expect(await within(row).findByText('java.lang.IllegalStateException: bad order')).toBeInTheDocument();

    await user.click(within(row).getByRole('link', { name: 'enrich' }));
    const first = await instanceRow(0);
    expect(within(first).getAllByRole('cell')[6]).toHaveTextContent('1');
    await user.click(within(first).getByRole('button', { name: /expand row/i }));
    expect(await screen.findByText(/EnrichFunction\.java:42/)).toBeInTheDocument();
  });

  it('stops and starts one instance, each confirmed, and the simulator follows', async () => {
    const pulsar = await simulateFunctions();
    const { user } = renderApp(ENRICH);
    const row = await instanceRow(1);
    await within(row).findByText('Running');

    await user.click(within(row).getByRole('button', { name: 'Stop Instance 1' }));
    const stop = await findDialog('Stop instance 1 of enrich?');
    await user.click(within(stop).getByRole('button', { name: 'Stop' }));
    await within(await instanceRow(1)).findByText('Stopped');
    const instances = componentAt(pulsar, 'function', 'enrich')!.instances;
    expect(instances.map((instance) => instance.running)).toEqual([true, false]);

    await user.click(within(await instanceRow(1)).getByRole('button', { name: 'Start Instance 1' }));
    const start = await findDialog('Start instance 1 of enrich?');
    await user.click(within(start).getByRole('button', { name: 'Start' }));
    await within(await instanceRow(1)).findByText('Running');
    expect(componentAt(pulsar, 'function', 'enrich')!.instances.every((instance) => instance.running)).toBe(
      true,
    );
  });

  it('restarts every instance after confirmation', async () => {
    const pulsar = await simulateFunctions();
    // Each instance has handled messages; a restarted instance is a new runtime, counting from zero
    // (Pulsar's numRestarts counts the runtime's own restarts of a dead instance, not these).
    for (const instance of componentAt(pulsar, 'function', 'enrich')!.instances) instance.received = 5;
    const { user } = renderApp(ENRICH);
    await instanceRow(0);
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = await findDialog('Restart every instance of enrich?');
    await user.click(within(dialog).getByRole('button', { name: 'Restart' }));
    await screen.findByText('Restart: done');
    expect(
      componentAt(pulsar, 'function', 'enrich')!.instances.map(({ received, running, numRestarts }) => ({
        received,
        running,
        numRestarts,
      })),
    ).toEqual([
      { received: 0, running: true, numRestarts: 0 },
      { received: 0, running: true, numRestarts: 0 },
    ]);
  });

  it('triggers the function with a value on an input topic and shows its answer', async () => {
    const pulsar = await simulateFunctions();
    const { user } = renderApp(`${ENRICH}?tab=trigger`);
    await user.click(await screen.findByRole('button', { name: 'Trigger' }));
    await screen.findByText('Enter the value to send');

    await user.type(screen.getByLabelText('Value'), 'hello');
    await user.click(screen.getByRole('button', { name: 'Trigger' }));
    const answer = await screen.findByRole('region', { name: 'The function answered' });
    expect(answer).toHaveTextContent('hello');
    const sent = pulsar.seen.find((request) => request.url.endsWith('/enrich/trigger'));
    expect(await sent?.clone().text()).toContain('name="data"');
  });

  it('deletes only once the name is typed, then goes back to the list', async () => {
    const pulsar = await simulateFunctions();
    const { user } = renderApp(ENRICH);
    await screen.findByRole('heading', { level: 1, name: 'enrich' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete enrich?');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'enrich');
    await user.click(confirm);

    await screen.findByText('Function enrich deleted');
    expect(componentAt(pulsar, 'function', 'enrich')).toBeUndefined();
    await waitFor(() => expect(currentUrl()).toBe('/management/functions?tenant=finance&namespace=payments'));
    await screen.findByRole('button', { name: 'New Function' });
    expect(readsAfterDelete(pulsar.seen, 'enrich')).toEqual([]);
  });

  it('says a missing function does not exist, with the way back', async () => {
    await simulateFunctions();
    renderApp('/management/functions/finance/payments/gone/function');
    await expectNotFoundPage({
      heading: 'Function gone does not exist',
      backLink: 'Back to the functions of finance/payments',
      href: '/management/functions?tenant=finance&namespace=payments',
    });
  });
});
