import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl } from '../../../test/render-app.tsx';
import { attachProducer } from '../../../../../pulsar-sim/src/core/clients.ts';
import { parseFullTopicName } from '../../../../../pulsar-sim/src/core/names.ts';
import { grantNamespacePermission } from '../../../../../pulsar-sim/src/core/namespaces.ts';
import { grantTopicPermission } from '../../../../../pulsar-sim/src/core/topic-permissions.ts';
import { seedTopic } from '../../../test/simulator-scenario.ts';
import { callsTo } from './test-support/calls-to.ts';
import {
  cellsOf,
  openTopicPage,
  SLOW_MACHINE_MS,
  TOPIC_PAGE,
  topicTabs,
} from './test-support/open-topic-page.ts';
import { ORDERS, simulateTopic } from './test-support/simulated-topic.ts';

const POLICIES = `${TOPIC_PAGE}?tab=policies`;
const TABLE = 'Permissions on persistent://finance/payments/orders';

/**
 * The operator opens the POLICIES tab of orders: billing-app may consume it, auditor every topic of
 * its namespace; `producers` clients publish to it.
 */
async function openPolicies(producers = 0) {
  const pulsar = await simulateTopic({
    populate: (state, topic) => {
      // A neighbour, for the namespace's list to show after orders is deleted.
      seedTopic(state, 'persistent://finance/payments/refunds', 'standalone');
      const namespace = state.namespaces.get('finance/payments');
      if (!namespace) throw new Error('finance/payments was not seeded');
      grantNamespacePermission(namespace, 'auditor', ['consume']);
      grantTopicPermission(namespace, parseFullTopicName(ORDERS), 'billing-app', ['consume']);
      for (let index = 0; index < producers; index += 1) attachProducer(state, topic, { ratePerSecond: 0 });
    },
  });
  return { seen: pulsar.seen, ...openTopicPage(POLICIES) };
}

/** Each role with the actions ticked in its row. */
const roles = () =>
  within(screen.getByRole('table', { name: TABLE }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      cellsOf(row)[0],
      within(row)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('label')?.textContent)
        .join(''),
    ]);

const grantForm = () => screen.getByRole('form', { name: 'Grant permissions to a role' });

describe('topic page POLICIES', { timeout: SLOW_MACHINE_MS }, () => {
  it('lists the permissions and grants a new role its actions', async () => {
    const { seen, user } = await openPolicies();
    await topicTabs();

    await screen.findByRole('table', { name: TABLE });
    await waitFor(() =>
      expect(roles()).toEqual([
        ['auditor', 'consume'],
        ['billing-app', 'consume'],
      ]),
    );

    const form = grantForm();
    await user.click(within(form).getByRole('button', { name: 'Grant' }));
    expect(await within(form).findByText('Role is required')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Role' }), 'auditor');
    await user.click(within(form).getByRole('button', { name: 'Grant' }));
    expect(await within(form).findByText('This role already exists')).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: 'Role' }));
    await user.type(within(form).getByRole('textbox', { name: 'Role' }), 'checkout');
    await user.click(within(form).getByRole('checkbox', { name: 'produce' }));
    await user.click(within(form).getByRole('checkbox', { name: 'consume' }));
    // Whatever the clicking order, the actions go in the order they are offered.
    await user.click(within(form).getByRole('button', { name: 'Grant' }));

    expect(await screen.findByText('Permissions granted to checkout')).toBeInTheDocument();
    const [grant] = callsTo(seen, 'POST', '/orders/permissions/checkout');
    expect(await grant!.json()).toEqual(['consume', 'produce']);
    await waitFor(() => expect(roles()).toContainEqual(['checkout', 'consumeproduce']));
  });

  it('offers no revoke for a grant made on the namespace, which Pulsar 4.0 would keep', async () => {
    const { seen } = await openPolicies();
    await topicTabs();

    // billing-app is the topic's own grant; auditor's comes from finance/payments: a DELETE on the
    // topic answers 204 and leaves it (PulsarAuthorizationProvider#revokePermissionAsync).
    expect(
      await screen.findByRole('button', { name: 'Revoke every permission of role billing-app' }),
    ).toBeInTheDocument();
    const auditor = await screen.findByText('Granted on namespace finance/payments: change it there');
    const row = auditor.closest('tr')!;
    expect(cellsOf(row)[0]).toBe('auditor');
    expect(
      screen.queryByRole('button', { name: 'Revoke every permission of role auditor' }),
    ).not.toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'consume' })).toBeDisabled();
    expect(callsTo(seen, 'DELETE', '/orders/permissions/auditor')).toHaveLength(0);
  });

  it('revokes after confirmation, once', async () => {
    const { seen, user } = await openPolicies();
    await topicTabs();

    await user.click(
      await screen.findByRole('button', { name: 'Revoke every permission of role billing-app' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Revoke every permission of role billing-app on persistent://finance/payments/orders?',
    );
    await user.dblClick(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Permissions of billing-app revoked')).toBeInTheDocument();
    expect(callsTo(seen, 'DELETE', '/orders/permissions/billing-app')).toHaveLength(1);
    await waitFor(() => expect(roles()).toEqual([['auditor', 'consume']]));
  });

  it('deletes the topic, forced when clients are connected, then goes back to the namespace topics without reading it again', async () => {
    const { seen, user } = await openPolicies(1);
    await topicTabs();

    await user.click(await screen.findByRole('button', { name: 'Delete Topic' }));
    // By its title's text, not its accessible name: in tests antd gives every generated id the same
    // value ('test-id'), so the title's id can point at another control of the page.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Topic', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Are you sure you want to delete this topic?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Topic has 1 connected producers/consumers',
    );

    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Force: disconnect its producers and consumers and delete anyway',
      }),
    );
    // A forced delete waits for the topic's name.
    expect(within(dialog).getByRole('button', { name: /Delete/ })).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText(/Type persistent:\/\/finance\/payments\/orders to confirm/),
      'persistent://finance/payments/orders',
    );
    // The spinner of the first attempt may still be fading out (jsdom runs no CSS transitions).
    await user.dblClick(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/management/namespaces/finance/payments/namespace?tab=topics'),
    );
    expect(await screen.findByText('Successfully delete the topic!')).toBeInTheDocument();
    // The namespace's topics are listed (the list once took the deleted topic's cached figures for a
    // page of itself, and the console crashed on them).
    const list = await screen.findByRole('table', { name: 'Topics of finance/payments' });
    expect(within(list).getByRole('link', { name: 'refunds' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'orders' })).not.toBeInTheDocument();
    expect(screen.queryByText('This page could not be shown')).not.toBeInTheDocument();
    const calls = callsTo(seen, 'DELETE', '/persistent/finance/payments/orders').map(
      (request) => new URL(request.url).search,
    );
    expect(calls).toEqual(['', '?force=true']);
    // Nothing of the deleted topic is read again: a real broker answers each such read with 404
    // (its permissions were once read again while the page was still on screen).
    const deleted = seen.findIndex(
      (request) => request.method === 'DELETE' && request.url.endsWith('?force=true'),
    );
    const readsAfter = seen
      .slice(deleted + 1)
      .map((request) => `${request.method} ${new URL(request.url).pathname}`)
      .filter((call) => call.includes('/finance/payments/orders'));
    expect(readsAfter).toEqual([]);
  });

  it('says the granted actions in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await openPolicies();
    await topicTabs();

    const table = await screen.findByRole('table', { name: 'persistent://finance/payments/orders 的权限' });
    const row = (await within(table).findByText('billing-app')).closest('tr')!;
    expect(within(row).getByText('消费')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('consume');
    expect(within(table).getByRole('columnheader', { name: '权限' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('form', { name: '为角色授予权限' })).getByRole('checkbox', { name: '函数' }),
    ).toBeInTheDocument();
  });
});
