// The palette's actions (issue 33 item 1, decision 0092) against the real server and the demo
// simulator: each one chosen from the keyboard, asked in the console's one confirmation and run
// through the page's own call (what the simulator holds afterwards says it ran); a cancel changes
// nothing; an action the user's permissions forbid is not offered; a refusal stays in the dialog;
// the functions, sources and sinks of the environment are found; Chinese.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tenantAdmin } from '../../test/console-users.ts';
import { findDialog } from '../../test/dialogs.ts';
import { findPageHeading } from '../../test/pages.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import {
  simulatePulsar,
  type SimulatedPulsar,
  type SimulatedPulsarOptions,
} from '../../test/simulator-network.ts';
import { LATEST_TIME } from './palette-reset-runner.tsx';

// The whole console renders, its shell and antd loaded lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const palette = () => screen.getByRole('dialog');
const field = () => within(palette()).getByRole('combobox');
const results = () => within(palette()).getByRole('listbox');
const optionNames = () =>
  within(results())
    .queryAllByRole('option')
    .map((option) => option.textContent);

async function openPalette(options: Pick<SimulatedPulsarOptions, 'user'> = {}, heading = 'Overview') {
  const pulsar = await simulatePulsar({ scenario: 'demo', collect: true, ...options });
  const view = renderApp('/overview');
  await findPageHeading(heading);
  await view.user.keyboard('{Control>}k{/Control}');
  await waitFor(() => expect(field()).toHaveFocus());
  return { ...view, pulsar };
}

type User = Awaited<ReturnType<typeof openPalette>>['user'];

const selectedName = () =>
  within(results())
    .queryAllByRole('option')
    .find((option) => option.getAttribute('aria-selected') === 'true')?.textContent;

/**
 * Types `query`, waits for the catalogue's answer, then moves down to the row starting with `row`,
 * looking at the selected row after each step: the functions, sources and sinks the palette reads as
 * it opens may still join the list and move the rows under the cursor (CI, 1 December).
 */
async function choose(user: User, query: string, row: string) {
  await user.type(field(), query);
  await waitFor(() => expect(results()).toHaveAttribute('data-answered', query), { timeout: 10_000 });
  expect(
    optionNames().some((name) => name?.startsWith(row)),
    `${row} among ${optionNames().join(' | ')}`,
  ).toBe(true);
  for (let step = 0; !selectedName()?.startsWith(row) && step < optionNames().length; step += 1)
    await user.keyboard('{ArrowDown}');
  expect(selectedName()?.startsWith(row), `${row} selected, not ${selectedName() ?? 'nothing'}`).toBe(true);
  await user.keyboard('{Enter}');
}

/** The changes the web sent to Pulsar (not its reads), in order. */
const changes = (pulsar: SimulatedPulsar) =>
  pulsar.seen
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${decodeURI(new URL(request.url).pathname)}`);

async function backlogOf(pulsar: SimulatedPulsar, topicPath: string, subscription: string) {
  const answer = await pulsar.simulator.handle({ method: 'GET', url: `${topicPath}/stats` });
  const stats = JSON.parse(new TextDecoder().decode(answer.body)) as {
    subscriptions: Record<string, { msgBacklog: number } | undefined>;
  };
  return stats.subscriptions[subscription]?.msgBacklog;
}

const CREATED = '/admin/v2/persistent/sample/orders/created';
const SHIPPED = '/admin/v2/persistent/sample/orders/shipped';

describe('palette actions', () => {
  it('unloads a topic after its confirmation, and focus comes back', async () => {
    const { user, pulsar } = await openPalette();
    await choose(user, 'sample/orders/shipped', 'Unload the topic…');
    // The palette has closed; the one confirmation asks, in the topic page's words.
    const dialog = await findDialog('Unload the topic');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog).toHaveTextContent(
      'Unload persistent://sample/orders/shipped? Its broker closes it; producers and consumers reconnect',
    );
    expect(changes(pulsar)).toEqual([]);
    const unload = within(dialog).getByRole('button', { name: 'Unload' });
    unload.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(pulsar)).toEqual(['PUT /admin/v2/persistent/sample/orders/shipped/unload']);
    expect(await screen.findByText('Successfully unload the topic!')).toBeInTheDocument();
    // Nothing had focus when the palette opened (Ctrl+K on the page): the page's heading has it now.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toHaveFocus());
  });

  it('clears one subscription’s backlog; a cancel sends nothing', async () => {
    const { user, pulsar } = await openPalette();
    expect(await backlogOf(pulsar, '/admin/v2/persistent/sample/orders/shipped', 'notifications')).toBe(40);
    await choose(user, 'notifications', 'Clear the subscription’s backlog…');
    let dialog = await findDialog('Clear backlog');
    expect(dialog).toHaveTextContent(
      'Discard every message in the backlog of subscription notifications of persistent://sample/orders/shipped.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(pulsar)).toEqual([]);

    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(field()).toHaveFocus());
    await choose(user, 'notifications', 'Clear the subscription’s backlog…');
    dialog = await findDialog('Clear backlog');
    await user.click(within(dialog).getByRole('button', { name: 'Clear backlog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(pulsar)).toEqual([
      'POST /admin/v2/persistent/sample/orders/shipped/subscription/notifications/skip_all',
    ]);
    expect(await backlogOf(pulsar, '/admin/v2/persistent/sample/orders/shipped', 'notifications')).toBe(0);
  });

  it('clears the backlog of every subscription of a topic, read from Pulsar and named first', async () => {
    const { user, pulsar } = await openPalette();
    const before = (await backlogOf(pulsar, CREATED, 'audit')) ?? 0;
    expect(before).toBeGreaterThan(0);
    await choose(user, 'sample/orders/created', 'Clear the backlog of all its subscriptions…');
    const dialog = await findDialog('Clear the backlog of all subscriptions');
    expect(dialog).toHaveTextContent(
      /the 2 subscriptions of persistent:\/\/sample\/orders\/created \((audit, billing|billing, audit)\)/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Clear backlogs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([...changes(pulsar)].sort()).toEqual([
      `POST ${CREATED}/subscription/audit/skip_all`,
      `POST ${CREATED}/subscription/billing/skip_all`,
    ]);
    // Producers keep writing to this demo topic: what is left is what arrived since.
    expect(await backlogOf(pulsar, CREATED, 'audit')).toBeLessThan(before);
    expect(await screen.findByText(/Cleared the backlogs of 2 subscriptions/)).toBeInTheDocument();
  });

  it('resets a subscription to the latest message, chosen in the question from the keyboard', async () => {
    const { user, pulsar } = await openPalette();
    await choose(user, 'notifications', 'Reset the subscription…');
    const dialog = await findDialog('Reset the cursor');
    expect(dialog).toHaveTextContent(
      'Move the cursor of subscription notifications of persistent://sample/orders/shipped to:',
    );
    const earliest = within(dialog).getByRole('radio', { name: 'The earliest message kept' });
    expect(earliest).toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Every message the topic still keeps');
    // Space on the focused choice (under test antd names every radio group alike, so the arrows
    // may wander into another group on the page; the e2e journey uses them in Chromium). The dialog
    // takes the focus itself once it has opened: the choice is focused after that, or the focus
    // would be taken from it before the key (CI, 1 December).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const latest = within(dialog).getByRole('radio', { name: 'The latest message' });
    latest.focus();
    await waitFor(() => expect(latest).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() => expect(latest).toBeChecked());
    expect(within(dialog).getByRole('status')).toHaveTextContent('only new ones are delivered');
    await user.click(within(dialog).getByRole('button', { name: 'Reset cursor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(pulsar)).toEqual([
      `POST ${SHIPPED}/subscription/notifications/resetcursor/${String(LATEST_TIME)}`,
    ]);
    // The topic takes no new messages in the demo: nothing is left to read.
    expect(await backlogOf(pulsar, SHIPPED, 'notifications')).toBe(0);
  });

  it('resets a subscription to a time, said in UTC before it is sent', async () => {
    const { user, pulsar } = await openPalette();
    await choose(user, 'audit', 'Reset the subscription…');
    const dialog = await findDialog('Reset the cursor');
    await user.click(within(dialog).getByRole('radio', { name: 'A time, minutes ago' }));
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Minutes ago' });
    await user.clear(minutes);
    await user.type(minutes, '30');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        /Move the cursor of subscription audit back to [A-Z][a-z]{2} \d+, \d{4}, [\d:]+ [AP]M UTC: messages published since then/,
      ),
    );
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Reset cursor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = changes(pulsar);
    const timestamp = Number(/resetcursor\/(\d+)$/.exec(sent ?? '')?.[1]);
    expect(before - 30 * 60_000 - timestamp).toBeLessThan(60_000);
    expect(before - 30 * 60_000 - timestamp).toBeGreaterThanOrEqual(-1_000);
  });

  it('unloads a namespace for a super user; a tenant admin is not offered it, nor Pulsar asked', async () => {
    const { user, pulsar } = await openPalette();
    await choose(user, 'sample/orders', 'Unload the namespace…');
    const dialog = await findDialog('Unload the namespace');
    expect(dialog).toHaveTextContent('Unload all bundles of sample/orders in this environment’s cluster?');
    await user.click(within(dialog).getByRole('button', { name: 'Unload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(pulsar)).toEqual(['PUT /admin/v2/namespaces/sample/orders/unload']);
  });

  it('offers a tenant admin only what the permission table allows in their tenants', async () => {
    const { user } = await openPalette({ user: { ...tenantAdmin, tenants: ['sample'] } });
    await user.type(field(), 'sample/orders');
    await waitFor(() => expect(results()).toHaveAttribute('data-answered', 'sample/orders'));
    const names = optionNames();
    // The namespace's unload is a super-user operation in Pulsar: not offered.
    expect(names.some((name) => name?.startsWith('Unload the namespace'))).toBe(false);
    expect(names[0]).toMatch(/^ordersNamespace/);
    // Their topic's operations are theirs (topic.operate, subscription.operate in their tenant); the
    // workbench is not (no message-read grant).
    expect(names.some((name) => name?.startsWith('Unload the topic…'))).toBe(true);
    expect(names.some((name) => name?.startsWith('Open in the workbench'))).toBe(false);
  });

  it('keeps a refusal in the dialog with Pulsar’s reason', async () => {
    const { user, pulsar } = await openPalette();
    pulsar.fail({
      pathPrefix: '/admin/v2/persistent/sample/orders/shipped/unload',
      status: 412,
      reason: 'Topic is fenced',
    });
    await choose(user, 'sample/orders/shipped', 'Unload the topic…');
    const dialog = await findDialog('Unload the topic');
    await user.click(within(dialog).getByRole('button', { name: 'Unload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Topic is fenced');
    // Still open, the action not taken: Cancel closes it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('finds the functions, sources and sinks of the environment, read once as it opens', async () => {
    const { user, pulsar } = await openPalette();
    await user.type(field(), 'enrich');
    // The names arrive once the worker has answered (read as the palette opened).
    await waitFor(() => expect(optionNames()).toContain('enrichFunctionacme/analytics'), { timeout: 10_000 });
    const before = pulsar.seen.length;
    await user.clear(field());
    await user.type(field(), 'generator');
    await waitFor(() => expect(results()).toHaveAttribute('data-answered', 'generator'));
    expect(optionNames()[0]).toBe('generatorSourceacme/iot');
    await user.clear(field());
    await user.type(field(), 'orders-to-postgres');
    await waitFor(() => expect(results()).toHaveAttribute('data-answered', 'orders-to-postgres'));
    expect(optionNames()[0]).toBe('orders-to-postgresSinksample/orders');
    // Typing asked Pulsar nothing.
    expect(pulsar.seen.length).toBe(before);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/management/sinks/sample/orders/orders-to-postgres/sink'));
  });

  it('speaks Chinese: the actions and their question', async () => {
    localStorage.setItem('language', 'zh');
    const { user } = await openPalette({}, '概览');
    await choose(user, 'sample/orders/shipped', '卸载主题…');
    const dialog = await findDialog('卸载主题');
    expect(dialog).toHaveTextContent('卸载 persistent://sample/orders/shipped？');
    expect(within(dialog).getByRole('button', { name: '卸 载' })).toBeInTheDocument();
  });
});
