import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { SeenRequests } from '../../../test/console-api.ts';
import { callsTo } from './test-support/fake-pulsar-topic.ts';
import { openTopicPage, topicTabs, SLOW_MACHINE_MS, TOPIC_PAGE } from './test-support/open-topic-page.ts';
import { orders, subscription, topicWorld, worldTopic } from './test-support/topic-world.ts';

const SUBSCRIPTIONS = 'Subscriptions of persistent://finance/payments/orders';

function world(consumerCount = 0) {
  return topicWorld([
    worldTopic(orders, {
      stats: { subscriptions: { billing: subscription({ msgBacklog: 42, consumerCount }) }, publishers: [] },
    }),
  ]);
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

describe('topic page subscriptions', { timeout: SLOW_MACHINE_MS }, () => {
  it('opens the overview scrolled to the subscriptions table from the breadcrumb’s ?tab=subscriptions', async () => {
    const scrolled = recordScrolls();
    openTopicPage(world(), `${TOPIC_PAGE}?tab=subscriptions`);
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
    openTopicPage(world());
    await screen.findByRole('table', { name: SUBSCRIPTIONS }, { timeout: 45_000 });
    expect(scrolled).toEqual([]);
  });

  it('refuses a blank or spaced name with the spec’s message and sends nothing', async () => {
    const seen: SeenRequests = [];
    const { user } = openTopicPage(world(), undefined, seen);
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
    const seen: SeenRequests = [];
    const { user } = openTopicPage(world(), undefined, seen);
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
    const seen: SeenRequests = [];
    const oldest = Date.now() - 3 * 60 * 60 * 1000;
    const aged = topicWorld([
      worldTopic(orders, {
        stats: {
          subscriptions: {
            billing: subscription({ msgBacklog: 42, earliestMsgPublishTimeInBacklog: oldest }),
          },
          publishers: [],
        },
      }),
    ]);
    openTopicPage(aged, undefined, seen);
    const table = await screen.findByRole('table', { name: SUBSCRIPTIONS });
    expect(await within(table).findByText('3 hours ago')).toBeInTheDocument();
    const statsCalls = callsTo(seen, 'GET', '/persistent/finance/payments/orders/stats');
    expect(statsCalls.length).toBeGreaterThan(0);
    for (const call of statsCalls)
      expect(new URL(call.url).searchParams.get('getEarliestTimeInBacklog')).toBe('true');
  });

  it('shows Pulsar’s reason when the subscription already exists', async () => {
    const { user } = openTopicPage(world());
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
    const seen: SeenRequests = [];
    const { user } = openTopicPage(world(2), undefined, seen);
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
