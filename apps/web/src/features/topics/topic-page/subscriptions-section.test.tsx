import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ManualClock, seedBacklogs, seedConsumer } from '../../../test/simulator-scenario.ts';
import { callsTo } from './test-support/calls-to.ts';
import { openTopicPage, topicTabs, SLOW_MACHINE_MS, TOPIC_PAGE } from './test-support/open-topic-page.ts';
import { simulateTopic, type SimulatedTopicOptions } from './test-support/simulated-topic.ts';

const SUBSCRIPTIONS = 'Subscriptions of persistent://finance/payments/orders';

/** orders with subscription billing 42 messages behind, `consumerCount` consumers connected to it. */
async function simulateOrders(consumerCount = 0, options: SimulatedTopicOptions = {}) {
  return await simulateTopic({
    ...options,
    populate: (state, topic) => {
      seedBacklogs(state, topic, { billing: 42 });
      for (let index = 0; index < consumerCount; index += 1)
        seedConsumer(state, topic, 'billing', { name: `consumer-${String(index)}` });
    },
  });
}

/** The operator opens `path` on orders with billing (see simulateOrders); Pulsar's network log in `seen`. */
async function openOrders(consumerCount = 0, path = TOPIC_PAGE) {
  const { seen } = await simulateOrders(consumerCount);
  return { seen, ...openTopicPage(path) };
}

const rowNames = () =>
  within(screen.getByRole('table', { name: SUBSCRIPTIONS }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Records what the page scrolls into view (jsdom lays nothing out, so it has no scrollIntoView). */
function recordScrolls(): Element[] {
  const scrolled: Element[] = [];
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: Element) {
      scrolled.push(this);
    },
  });
  onTestFinished(() => {
    if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
    else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
  return scrolled;
}

/**
 * The open dialog, known by its title's text rather than its accessible name: in tests antd gives
 * every generated id the same value ('test-id'), so the title's id can point at another control.
 */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title, { selector: '.ant-modal-title' })).toBeInTheDocument();
  return dialog;
}

/** The cell of `subscription`'s row under the column `column`. */
function cellOf(table: string, subscription: string, column: string): string | null | undefined {
  const grid = screen.getByRole('table', { name: table });
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const row = within(grid).getByRole('link', { name: subscription }).closest('tr')!;
  return within(row).getAllByRole('cell')[headers.indexOf(column)]?.textContent;
}

describe('topic page subscriptions', { timeout: SLOW_MACHINE_MS }, () => {
  it('says a drained subscription has no backlog instead of dating Pulsar’s -1 (audit D7)', async () => {
    // billing is 42 messages behind; audit has read everything: Pulsar 4.0 answers its
    // earliestMsgPublishTimeInBacklog as -1, which read as a date is 1970, "20786 days ago".
    await simulateTopic({
      populate: (state, topic) => seedBacklogs(state, topic, { billing: 42, audit: 0 }),
    });
    openTopicPage();
    await screen.findByRole('table', { name: SUBSCRIPTIONS }, { timeout: 45_000 });
    await waitFor(() => expect(cellOf(SUBSCRIPTIONS, 'audit', 'Oldest Backlog Message')).toBe('No backlog'));
    expect(cellOf(SUBSCRIPTIONS, 'billing', 'Oldest Backlog Message')).toMatch(/ago$/);
  });

  it('says no backlog in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await simulateTopic({
      populate: (state, topic) => seedBacklogs(state, topic, { billing: 42, audit: 0 }),
    });
    openTopicPage();
    const table = 'persistent://finance/payments/orders 的订阅';
    await screen.findByRole('table', { name: table }, { timeout: 45_000 });
    await waitFor(() => expect(cellOf(table, 'audit', '最早积压消息')).toBe('无积压'));
  });

  it('opens the overview scrolled to the subscriptions table from the breadcrumb’s ?tab=subscriptions', async () => {
    const scrolled = recordScrolls();
    await openOrders(0, `${TOPIC_PAGE}?tab=subscriptions`);
    const heading = await screen.findByRole(
      'heading',
      { name: 'Subscriptions', level: 2 },
      { timeout: 45_000 },
    );

    expect(screen.getByRole('tab', { name: 'OVERVIEW' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toContain(heading.closest('section'));
    expect(screen.getByRole('table', { name: SUBSCRIPTIONS })).toBeInTheDocument();
  });

  it('leaves the page where it is when opened without the anchor', async () => {
    const scrolled = recordScrolls();
    await openOrders();
    await screen.findByRole('table', { name: SUBSCRIPTIONS }, { timeout: 45_000 });
    expect(scrolled).toEqual([]);
  });

  it('refuses a blank or spaced name with the spec’s message and sends nothing', async () => {
    const { seen, user } = await openOrders();
    await topicTabs();

    await user.click(await screen.findByRole('button', { name: 'New Subscription' }));
    const dialog = await dialogTitled('Subscribe');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please input correct sub name')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('Please input sub name'), 'two words');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please input correct sub name')).toBeInTheDocument();
    expect(callsTo(seen, 'PUT', '/subscription/two%20words')).toHaveLength(0);
  });

  it('creates a subscription from the earliest message and shows it in the table', async () => {
    const { seen, user } = await openOrders();
    await topicTabs();

    await user.click(await screen.findByRole('button', { name: 'New Subscription' }));
    const dialog = await dialogTitled('Subscribe');
    await user.type(within(dialog).getByPlaceholderText('Please input sub name'), 'audit');
    await user.click(within(dialog).getByRole('radio', { name: 'Earliest: every message still stored' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Create subscription successfully')).toBeInTheDocument();
    const [call] = callsTo(seen, 'PUT', '/persistent/finance/payments/orders/subscription/audit');
    expect(await call!.text()).toBe('"earliest"');
    await waitFor(() => expect(rowNames()).toEqual(['audit', 'billing']));
  });

  it('asks Pulsar for each subscription’s backlog age and shows it', async () => {
    // The backlog's messages were published three hours before the browser's now.
    const { seen } = await simulateOrders(0, { clock: new ManualClock(Date.now() - 3 * 60 * 60 * 1000) });
    openTopicPage();
    const table = await screen.findByRole('table', { name: SUBSCRIPTIONS });
    expect(await within(table).findByText('3 hours ago')).toBeInTheDocument();
    const statsCalls = callsTo(seen, 'GET', '/persistent/finance/payments/orders/stats');
    expect(statsCalls.length).toBeGreaterThan(0);
    for (const call of statsCalls)
      expect(new URL(call.url).searchParams.get('getEarliestTimeInBacklog')).toBe('true');
  });

  it('shows Pulsar’s reason when the subscription already exists', async () => {
    const { user } = await openOrders();
    await topicTabs();

    await user.click(await screen.findByRole('button', { name: 'New Subscription' }));
    const dialog = await dialogTitled('Subscribe');
    await user.type(within(dialog).getByPlaceholderText('Please input sub name'), 'billing');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Pulsar refused: Subscription already exists for topic',
    );
  });

  it('asks before unsubscribing, shows the 412 of connected consumers, then forces', async () => {
    const { seen, user } = await openOrders(2);
    await topicTabs();

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe billing' }));
    const dialog = await dialogTitled('Do you want to delete this subscription?');
    expect(dialog).toHaveTextContent(
      'Subscription billing of persistent://finance/payments/orders is deleted with its cursor; its backlog of 42 messages is no longer kept for it.',
    );
    expect(callsTo(seen, 'DELETE', '/subscription/billing')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Subscription has active connected consumers',
    );

    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Force: disconnect its consumers and delete anyway' }),
    );
    // Forcing disconnects live consumers: the subscription's name must be typed first.
    expect(within(dialog).getByRole('button', { name: /Unsubscribe/ })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type billing to confirm/), 'billing');
    // The spinner of the first attempt may still be fading out (jsdom runs no CSS transitions).
    await user.dblClick(within(dialog).getByRole('button', { name: /Unsubscribe/ }));
    expect(await screen.findByText('Delete subscription successfully')).toBeInTheDocument();
    const calls = callsTo(seen, 'DELETE', '/subscription/billing').map(
      (request) => new URL(request.url).search,
    );
    expect(calls).toEqual(['', '?force=true']);
    await waitFor(() => expect(screen.getByText('No subscription yet')).toBeInTheDocument());
  });
});
