// The command palette (issue 33 item 1) against the real server and the demo simulator, its
// statistics collected once: Ctrl+K and "/" open it, typing finds topics and subscriptions in the
// catalogue's names, read once as it opens (no request per keystroke, no Pulsar call), the arrows and
// Enter open one in the same environment, Escape gives focus back, a tenant admin finds only their
// tenants', the server's search answers while the names cannot be read, a failed search says so in
// place, and Chinese.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { url } from '../../test/console-paths.ts';
import { tenantAdmin } from '../../test/console-users.ts';
import { findDialog } from '../../test/dialogs.ts';
import { network } from '../../test/network.ts';
import { findPageHeading } from '../../test/pages.ts';
import { currentAddress, currentUrl, renderApp } from '../../test/render-app.tsx';
import {
  simulatePulsar,
  type SimulatedPulsar,
  type SimulatedPulsarOptions,
} from '../../test/simulator-network.ts';

// The whole console renders, its shell and antd loaded lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const openDemo = (options: Pick<SimulatedPulsarOptions, 'user'> = {}) =>
  simulatePulsar({ scenario: 'demo', collect: true, ...options });

const palette = () => screen.getByRole('dialog');
const field = () => within(palette()).getByRole('combobox', { name: /Screen, tenant|页面、租户/ });
const results = () => within(palette()).getByRole('listbox');
const status = () => within(palette()).getByRole('status');
/** The list once it answers `query` (the catalogue's part included). */
const answered = (query: string) =>
  waitFor(() => expect(results()).toHaveAttribute('data-answered', query), { timeout: 10_000 });
const catalogCalls = (pulsar: SimulatedPulsar, path: string) =>
  pulsar.beacon.browserCalls.filter((call) => call.path.startsWith(`/pulsar-manager/catalog/${path}`));
const unreadableNames = () =>
  network.use(
    http.get(url('/catalog/names'), () =>
      HttpResponse.json({ error: 'names asleep', message: 'names asleep' }, { status: 503 }),
    ),
  );
/** The overview in English with the palette opened by Ctrl+K. */
async function paletteOnOverview() {
  const { user } = renderApp('/overview');
  await findPageHeading('Overview');
  await user.keyboard('{Control>}k{/Control}');
  await findDialog('Go to');
  return user;
}
const optionNames = () =>
  within(results())
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('command palette', () => {
  it('opens with Ctrl+K, finds a partitioned topic, moves with the arrows and opens it with Enter', async () => {
    const pulsar = await openDemo();
    const { user } = renderApp('/overview');
    await findPageHeading('Overview');

    await user.keyboard('{Control>}k{/Control}');
    await findDialog('Go to');
    await waitFor(() => expect(field()).toHaveFocus());
    // Before typing: the screens this user's sidebar offers.
    expect(optionNames()).toEqual(expect.arrayContaining([expect.stringMatching(/^TenantsScreen/)]));

    // The functions, sources and sinks are read as it opens (palette-components.ts): once they are in,
    // typing asks Pulsar nothing more.
    await waitFor(() => expect(pulsar.seen.some((call) => call.url.includes('/admin/v3/sinks/'))).toBe(true));
    await waitFor(() => expect(catalogCalls(pulsar, 'names')).toHaveLength(1));
    for (let settled = -1; settled !== pulsar.seen.length;) {
      settled = pulsar.seen.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const pulsarCallsBefore = pulsar.seen.length;
    await user.type(field(), 'telem');
    await answered('telem');
    // Typing searched the names read as the palette opened: no request per keystroke, never Pulsar.
    expect(pulsar.seen.length).toBe(pulsarCallsBefore);
    expect(catalogCalls(pulsar, 'names')).toHaveLength(1);
    expect(catalogCalls(pulsar, 'search')).toEqual([]);
    const options = within(results()).getAllByRole('option');
    expect(options[0]).toHaveTextContent('telemetry');
    expect(options[0]).toHaveTextContent('Partitioned topic');
    expect(options[0]).toHaveTextContent('persistent://acme/iot');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    // Right below the best topic: the workbench on it (the super user reads every tenant's messages).
    expect(options[1]).toHaveTextContent('Open in the workbench');
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(status()).toHaveTextContent(`${String(options.length)} result`);

    // The subscription of the same topic is listed below it; the arrows wrap around.
    const dashboard = options.findIndex((option) => option.textContent?.startsWith('dashboardSubscription'));
    expect(dashboard).toBeGreaterThan(0);
    for (let step = 0; step < dashboard; step += 1) await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[dashboard]!.id);
    await user.keyboard('{ArrowUp}'.repeat(dashboard + 1));
    expect(field()).toHaveAttribute('aria-activedescendant', options[options.length - 1]!.id);
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() =>
      expect(currentUrl()).toBe('/management/topics/persistent/acme/iot/telemetry/partitionedTopic'),
    );
    // The address names the environment, as every console link does.
    expect(currentAddress()).toContain('env=simulator');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens from its button and with "/", closes with Escape and gives focus back', async () => {
    await openDemo();
    const { user } = renderApp('/overview');
    await findPageHeading('Overview');
    const button = screen.getByRole('button', { name: 'Go to… (Ctrl+K)' });

    await user.click(button);
    await findDialog('Go to');
    await waitFor(() => expect(field()).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());

    // "/" where it would type nothing opens it too; in a text field it types.
    await user.keyboard('/');
    await findDialog('Go to');
    await waitFor(() => expect(field()).toHaveFocus());
    await user.keyboard('/');
    expect(field()).toHaveValue('/');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('finds a subscription and opens its page, saying its topic is partitioned', async () => {
    await openDemo();
    const user = await paletteOnOverview();
    await user.type(field(), 'dashboard');
    await answered('dashboard');
    expect(optionNames()[0]).toBe('dashboardSubscriptionpersistent://acme/iot/telemetry');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/management/subscriptions/persistent/acme/iot/telemetry/dashboard/subscription?partitioned=true',
      ),
    );
  });

  it('opens the workbench on the best topic', async () => {
    await openDemo();
    const user = await paletteOnOverview();
    await user.type(field(), 'acme/iot/tel');
    await answered('acme/iot/tel');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(currentUrl()).toBe(
        `/management/workbench?topic=${encodeURIComponent('persistent://acme/iot/telemetry')}`,
      ),
    );
  });

  it("shows a tenant admin only their tenants' names, and says when nothing matches", async () => {
    await openDemo({ user: { ...tenantAdmin, tenants: ['sample'] } });
    const user = await paletteOnOverview();

    await user.type(field(), 'telemetry');
    await answered('telemetry');
    expect(optionNames()).toEqual([]);
    expect(status()).toHaveTextContent('Nothing matches “telemetry”');
    expect(field()).toHaveAttribute('aria-expanded', 'false');

    await user.clear(field());
    await user.type(field(), 'shipped');
    await answered('shipped');
    expect(optionNames()[0]).toBe('shippedTopicpersistent://sample/orders');
    // No users, roles or brokers for a tenant admin.
    await user.clear(field());
    await user.type(field(), 'operator');
    await answered('operator');
    expect(optionNames()).toEqual([]);
  });

  it("asks the server's search while the names cannot be read", async () => {
    const pulsar = await openDemo();
    // After the real server's handlers are in place: this answer goes first.
    unreadableNames();
    const user = await paletteOnOverview();
    await user.type(field(), 'shipped');
    await answered('shipped');
    expect(optionNames()[0]).toBe('shippedTopicpersistent://sample/orders');
    expect(catalogCalls(pulsar, 'search').at(-1)?.path).toMatch(
      /^\/pulsar-manager\/catalog\/search\?q=shipped/,
    );
  });

  it('says in place that the search failed, and still lists the screens that match', async () => {
    await openDemo();
    // After the real server's handlers are in place: these answers go first.
    unreadableNames();
    network.use(
      http.get(url('/catalog/search'), () =>
        HttpResponse.json({ error: 'catalogue asleep', message: 'catalogue asleep' }, { status: 503 }),
      ),
    );
    const user = await paletteOnOverview();
    await user.type(field(), 'users');
    await answered('users');
    expect(status()).toHaveTextContent('Could not search the topics and subscriptions: catalogue asleep');
    expect(optionNames()[0]).toBe('UsersScreen');
  });

  it('speaks Chinese and finds a screen by its Chinese title', async () => {
    localStorage.setItem('language', 'zh');
    await openDemo();
    const { user } = renderApp('/overview');
    await findPageHeading('概览');
    expect(screen.getByRole('button', { name: '跳转到…（Ctrl+K）' })).toBeVisible();
    await user.keyboard('{Control>}k{/Control}');
    await findDialog('跳转到');
    await user.type(field(), '租户');
    await answered('租户');
    const first = within(results()).getAllByRole('option')[0]!;
    expect(first).toHaveTextContent('租户');
    expect(first).toHaveTextContent('页面');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/management/tenants'));
  });
});
