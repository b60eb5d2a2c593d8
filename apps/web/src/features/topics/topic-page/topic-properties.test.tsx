import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openTopicPage, SLOW_MACHINE_MS, TOPIC_PAGE } from './test-support/open-topic-page.ts';
import { ORDERS, simulateTopic } from './test-support/simulated-topic.ts';

const POLICIES = `${TOPIC_PAGE}?tab=policies`;

async function open(properties: Record<string, string>) {
  const pulsar = await simulateTopic({
    populate: (_state, topic) => {
      topic.properties = properties;
    },
  });
  const view = openTopicPage(POLICIES);
  const table = await screen.findByRole(
    'table',
    { name: `Properties of topic ${ORDERS}` },
    { timeout: SLOW_MACHINE_MS },
  );
  const writes = () =>
    pulsar.seen
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
  return { ...view, pulsar, table, writes };
}

describe('the topic’s properties on its POLICIES tab', { timeout: SLOW_MACHINE_MS }, () => {
  it('edits a value with PUT …/properties and removes a key with ?key=, after confirming', async () => {
    const { user, pulsar, table, writes } = await open({ owner: 'ops', tier: 'gold' });
    expect(await within(table).findByText('ops')).toBeVisible();

    await user.click(within(table).getByRole('button', { name: 'Edit property owner' }));
    const form = screen.getByRole('form', { name: 'Edit property owner' });
    const value = within(form).getByRole('textbox', { name: 'Value' });
    await user.clear(value);
    await user.type(value, 'payments');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Property owner saved')).toBeVisible();

    await user.click(within(table).getByRole('button', { name: 'Remove property tier' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Remove property tier from ${ORDERS}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Property tier removed')).toBeVisible();

    const path = '/admin/v2/persistent/finance/payments/orders/properties';
    expect(writes()).toEqual([`PUT ${path}`, `DELETE ${path}?key=tier`]);
    expect(pulsar.state.topics.get(ORDERS)?.properties).toEqual({ owner: 'payments' });
  });
});
