import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findDialog } from '../../test/dialogs.ts';
import { renderApp } from '../../test/render-app.tsx';
import { componentAt, simulateFunctions } from './test-support/simulated-functions.ts';

vi.setConfig({ testTimeout: 60_000 });

const FUNCTIONS = '/management/functions?tenant=finance&namespace=payments';

/** The multipart parts of the last write the web sent to `path` (name → text). */
async function partsOf(seen: Request[], method: string, path: string): Promise<Map<string, string>> {
  const request = seen.filter((call) => call.method === method && new URL(call.url).pathname === path).at(-1);
  if (!request) throw new Error(`no ${method} ${path}`);
  const boundary = /boundary=(.+)$/.exec(request.headers.get('content-type') ?? '')?.[1] ?? '';
  const body = await request.clone().text();
  const parts = new Map<string, string>();
  for (const chunk of body.split(`--${boundary}`)) {
    const name = /name="([^"]+)"/.exec(chunk)?.[1];
    if (name) parts.set(name, chunk.slice(chunk.indexOf('\r\n\r\n') + 4, -2));
  }
  return parts;
}

describe('new and update dialogs', () => {
  it('deploys a function from an uploaded package, with its config', async () => {
    const pulsar = await simulateFunctions();
    const { user } = renderApp(FUNCTIONS);
    await user.click(await screen.findByRole('button', { name: 'New Function' }));
    const dialog = await findDialog('New Function');

    // Rules first: nothing sent until the form is right.
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(dialog).findByText('Name is required');
    expect(within(dialog).getByText('Choose a package to upload')).toBeInTheDocument();
    expect(within(dialog).getByText('Give at least one input topic or a topics pattern')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'uppercase');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['jar bytes'], 'uppercase.jar', { type: 'application/java-archive' }));
    await user.type(within(dialog).getByLabelText('Class name'), 'com.acme.Uppercase');
    await user.type(
      within(dialog).getByLabelText('Input topics'),
      'persistent://finance/payments/orders{Enter}',
    );
    await user.type(within(dialog).getByLabelText('Output topic'), 'persistent://finance/payments/enriched');
    await user.clear(within(dialog).getByLabelText('Parallelism'));
    await user.type(within(dialog).getByLabelText('Parallelism'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await screen.findByText('Function uppercase created');
    const created = componentAt(pulsar, 'function', 'uppercase');
    expect(Object.keys(created?.config.inputSpecs as object)).toEqual([
      'persistent://finance/payments/orders',
    ]);
    expect(created?.config).toMatchObject({
      className: 'com.acme.Uppercase',
      output: 'persistent://finance/payments/enriched',
      parallelism: 3,
      autoAck: true,
    });
    expect(created?.instances).toHaveLength(3);
    const parts = await partsOf(pulsar.seen, 'POST', '/admin/v3/functions/finance/payments/uppercase');
    expect(parts.get('data')).toBe('jar bytes');
    expect(JSON.parse(parts.get('functionConfig') ?? '{}')).toMatchObject({
      tenant: 'finance',
      name: 'uppercase',
    });
    const row = (await screen.findByRole('link', { name: 'uppercase' })).closest('tr')!;
    await within(row).findByText('3 of 3 running');
  });

  it('deploys a function from a package URL, and checks the URL first', async () => {
    const pulsar = await simulateFunctions();
    const { user } = renderApp(FUNCTIONS);
    await user.click(await screen.findByRole('button', { name: 'New Function' }));
    const dialog = await findDialog('New Function');
    await user.type(within(dialog).getByLabelText('Name'), 'from-url');
    await user.click(within(dialog).getByText('From a URL'));
    await user.type(within(dialog).getByLabelText('Package URL'), 'ftp://somewhere/pkg.jar');
    await user.type(within(dialog).getByLabelText('Class name'), 'com.acme.Echo');
    await user.type(
      within(dialog).getByLabelText('Input topics pattern'),
      'persistent://finance/payments/.*',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(dialog).findByText(/Use function:\/\/, source:\/\/ or sink:\/\//);

    await user.clear(within(dialog).getByLabelText('Package URL'));
    await user.type(within(dialog).getByLabelText('Package URL'), 'function://finance/payments/echo@1.0');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await screen.findByText('Function from-url created');
    const parts = await partsOf(pulsar.seen, 'POST', '/admin/v3/functions/finance/payments/from-url');
    expect(parts.get('url')).toBe('function://finance/payments/echo@1.0');
    // The worker infers no runtime: the console sends JAVA for a package URL, as pulsar-admin's --jar.
    expect(JSON.parse(parts.get('functionConfig') ?? '{}')).toMatchObject({ runtime: 'JAVA' });
    expect(componentAt(pulsar, 'function', 'from-url')?.config.inputSpecs).toMatchObject({
      'persistent://finance/payments/.*': { regexPattern: true },
    });
  });

  it('deploys a sink from a builtin connector listed by the worker', async () => {
    const pulsar = await simulateFunctions();
    const { user } = renderApp('/management/sinks?tenant=finance&namespace=payments');
    await user.click(await screen.findByRole('button', { name: 'New Sink' }));
    const dialog = await findDialog('New Sink');
    await user.type(within(dialog).getByLabelText('Name'), 'to-kafka');
    await user.click(within(dialog).getByLabelText('Builtin connector'));
    await user.click(await screen.findByText(/^kafka — /));
    await user.type(
      within(dialog).getByLabelText('Input topics'),
      'persistent://finance/payments/orders{Enter}',
    );
    // The connector's own settings, from its config definition; the required ones are checked.
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);
    await user.type(within(dialog).getByLabelText('bootstrapServers'), 'kafka:9092');
    await user.type(within(dialog).getByLabelText('acks'), 'all');
    await user.type(within(dialog).getByLabelText('topic'), 'payments');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await screen.findByText('Sink to-kafka created');
    const parts = await partsOf(pulsar.seen, 'POST', '/admin/v3/sinks/finance/payments/to-kafka');
    expect(JSON.parse(parts.get('sinkConfig') ?? '{}')).toMatchObject({
      archive: 'builtin://kafka',
      inputs: ['persistent://finance/payments/orders'],
      configs: { bootstrapServers: 'kafka:9092', acks: 'all', topic: 'payments' },
    });
    expect(componentAt(pulsar, 'sink', 'to-kafka')?.config).toMatchObject({ archive: 'builtin://kafka' });
  });

  it('shows the worker’s refusal in the dialog and keeps what was typed', async () => {
    await simulateFunctions();
    const { user } = renderApp(FUNCTIONS);
    await user.click(await screen.findByRole('button', { name: 'New Function' }));
    const dialog = await findDialog('New Function');
    await user.type(within(dialog).getByLabelText('Name'), 'enrich');
    await user.click(within(dialog).getByText('From a URL'));
    await user.type(within(dialog).getByLabelText('Package URL'), 'function://finance/payments/enrich@2.0');
    await user.type(within(dialog).getByLabelText('Class name'), 'com.acme.Enrich');
    await user.type(
      within(dialog).getByLabelText('Input topics'),
      'persistent://finance/payments/orders{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await within(dialog).findByText(/Function enrich already exists/);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('enrich');
  });

  it('shows why an http:// package URL is refused, in the dialog', async () => {
    const pulsar = await simulateFunctions();
    const { user } = renderApp(FUNCTIONS);
    await user.click(await screen.findByRole('button', { name: 'New Function' }));
    const dialog = await findDialog('New Function');
    await user.type(within(dialog).getByLabelText('Name'), 'from-web');
    await user.click(within(dialog).getByText('From a URL'));
    await user.type(within(dialog).getByLabelText('Package URL'), 'http://example.com/echo.jar');
    await user.type(within(dialog).getByLabelText('Class name'), 'com.acme.Echo');
    await user.type(
      within(dialog).getByLabelText('Input topics'),
      'persistent://finance/payments/orders{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    // A 4.0 worker with its default configuration fetches no http(s) or file: package.
    await within(dialog).findByText(/Function Package url is not valid/);
    expect(componentAt(pulsar, 'function', 'from-web')).toBeUndefined();
  });

  it('updates only what changed: parallelism 2 → 4 keeps the rest', async () => {
    const pulsar = await simulateFunctions();
    const { user } = renderApp(FUNCTIONS);
    await user.click(await screen.findByRole('button', { name: 'Update enrich' }));
    const dialog = await findDialog('Update Function enrich');
    const parallelism = await within(dialog).findByLabelText('Parallelism');
    expect(parallelism).toHaveValue('2');
    // The inputs the worker answers as inputSpecs show as the input topics.
    expect(within(dialog).getByTitle('persistent://finance/payments/orders')).toBeInTheDocument();

    // Nothing changed: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await within(dialog).findByText('Nothing changed');

    await user.clear(parallelism);
    await user.type(parallelism, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await screen.findByText('Function enrich updated');

    const parts = await partsOf(pulsar.seen, 'PUT', '/admin/v3/functions/finance/payments/enrich');
    expect(JSON.parse(parts.get('functionConfig') ?? '{}')).toEqual({
      parallelism: 4,
      tenant: 'finance',
      namespace: 'payments',
      name: 'enrich',
    });
    expect(parts.has('data') || parts.has('url')).toBe(false);
    const updated = componentAt(pulsar, 'function', 'enrich');
    expect(updated?.instances).toHaveLength(4);
    expect(updated?.config).toMatchObject({
      className: 'com.acme.EnrichFunction',
      output: 'persistent://finance/payments/enriched',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
