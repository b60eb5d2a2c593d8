import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type SeenRequests } from '../../../test/console-paths.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { simulateNamespaces } from '../test-support/simulated-namespaces.ts';

// Each test renders the whole console, whose shell and antd load lazily: on a busy machine the
// first render of a file alone can take most of the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/management/namespaces/finance/payments/namespace?tab=topics';

/** finance/payments holds `orders`; the topics Pulsar is asked to create land in the simulator. */
async function openDialog() {
  const pulsar = await simulateNamespaces({ 'finance/payments': { topics: ['orders'] } });
  const view = renderApp(PAGE);
  // The first render loads antd and the console shell lazily: slow on a busy machine.
  await screen.findByRole('link', { name: 'orders' }, { timeout: 30_000 });
  await view.user.click(screen.getByRole('button', { name: /New Topic/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('New Topic')).toBeInTheDocument();
  return { ...view, dialog, seen: pulsar.seen };
}

const sent = async (seen: SeenRequests) =>
  Promise.all(
    seen
      .filter((request) => request.method === 'PUT')
      .map(async (request) => `PUT ${new URL(request.url).pathname} ${await request.text()}`.trim()),
  );

describe('New Topic', () => {
  it('creates a persistent, non-partitioned topic by default and lists it', async () => {
    const { user, dialog, seen } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'Persistent' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Partitions' })).toHaveValue('0');

    await user.type(within(dialog).getByRole('textbox', { name: 'Topic Name' }), 'ledger');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Successfully create a topic!')).toBeInTheDocument();
    expect(await sent(seen)).toEqual(['PUT /admin/v2/persistent/finance/payments/ledger']);
    expect(await screen.findByRole('link', { name: 'ledger' })).toLinkTo(
      '/management/topics/persistent/finance/payments/ledger/topic',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('creates a non-persistent partitioned topic with the partition count as the JSON body', async () => {
    const { user, dialog, seen } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Non-persistent' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Topic Name' }), 'clicks');
    const partitions = within(dialog).getByRole('textbox', { name: 'Partitions' });
    await user.clear(partitions);
    await user.type(partitions, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Successfully create a topic!')).toBeInTheDocument();
    expect(await sent(seen)).toEqual(['PUT /admin/v2/non-persistent/finance/payments/clicks/partitions 4']);
    expect(await screen.findByRole('link', { name: 'clicks' })).toLinkTo(
      '/management/topics/non-persistent/finance/payments/clicks/partitionedTopic',
    );
  });

  it('checks the name and the partitions before anything is sent', async () => {
    const { user, dialog, seen } = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Topic Name' });
    const partitions = within(dialog).getByRole('textbox', { name: 'Partitions' });
    // Found and checked in one go: each keystroke validates again, and antd may put a new element
    // in place of the message it showed, so an element found before the last keystroke's check can
    // be gone by the assertion (a clean-clone run, 2 December).
    const shows = (message: string) =>
      waitFor(() => expect(within(dialog).getByText(message)).toBeInTheDocument(), {
        // The form checks as the user types, after a render: generous on a loaded machine.
        timeout: 10_000,
      });

    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await shows('Topic Name is required');

    await user.clear(name);
    await user.type(name, 'a/b');
    await shows('A topic name cannot contain “/”');

    await user.clear(name);
    await user.type(name, 'orders-partition-1');
    await user.clear(partitions);
    await user.type(partitions, '1.5');
    await shows('Partitions must be a whole number, 0 or more');
    await user.clear(partitions);
    await user.type(partitions, '-1');
    await shows('Partitions must be a whole number, 0 or more');
    await user.clear(partitions);
    await user.type(partitions, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await shows('The name of a partitioned topic cannot contain “-partition-”');
    expect(await sent(seen)).toEqual([]);
  });

  it('keeps what was typed and shows Pulsar’s reason when the topic exists', async () => {
    const { user, dialog, seen } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Topic Name' }), 'orders');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The topic was not created: This topic already exists',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Topic Name' })).toHaveValue('orders');
    expect(within(dialog).getByRole('radio', { name: 'Persistent' })).toBeChecked();
    expect(await sent(seen)).toEqual(['PUT /admin/v2/persistent/finance/payments/orders']);
  });
});
