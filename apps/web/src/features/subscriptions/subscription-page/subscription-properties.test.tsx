import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { ORDERS, simulateOrdersSubscriptions } from '../test-support/simulated-subscriptions.ts';

const PAGE = '/management/subscriptions/persistent/finance/payments/orders/audit/subscription';

async function open(properties: Record<string, string>) {
  const pulsar = await simulateOrdersSubscriptions({ audit: 3 });
  const audit = pulsar.state.topics.get(ORDERS)?.subscriptions.get('audit');
  if (!audit) throw new Error('audit was not seeded');
  audit.properties = properties;
  const view = renderApp(PAGE);
  await view.user.click(await screen.findByRole('tab', { name: /Properties|属性/ }, { timeout: 30_000 }));
  const puts = () =>
    pulsar.seen.filter((request) => request.method === 'PUT').map((request) => new URL(request.url).pathname);
  return { ...view, pulsar, audit, puts };
}

describe('the subscription’s properties', { timeout: 60_000 }, () => {
  it('sends the whole map, as Pulsar replaces it: a key added with the others, a key removed without it', async () => {
    const { user, audit, puts } = await open({ team: 'billing' });
    const table = await screen.findByRole('table', { name: 'Properties of subscription audit' });
    expect(await within(table).findByText('billing')).toBeVisible();

    const form = screen.getByRole('form', { name: 'Add a property' });
    await user.type(within(form).getByRole('textbox', { name: 'Key' }), 'owner');
    await user.type(within(form).getByRole('textbox', { name: 'Value' }), 'ops');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Property owner added')).toBeVisible();
    expect(audit.properties).toEqual({ team: 'billing', owner: 'ops' });

    await user.click(await screen.findByRole('button', { name: 'Remove property team' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Property team removed')).toBeVisible();
    await waitFor(() => expect(audit.properties).toEqual({ owner: 'ops' }));
    expect(puts()).toEqual([
      '/admin/v2/persistent/finance/payments/orders/subscription/audit/properties',
      '/admin/v2/persistent/finance/payments/orders/subscription/audit/properties',
    ]);
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await open({});
    expect(await screen.findByRole('table', { name: '订阅 audit 的属性' })).toBeVisible();
    expect(screen.getByText('没有属性。')).toBeVisible();
  });
});
