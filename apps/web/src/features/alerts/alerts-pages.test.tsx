// The alerts screens (issue 32 item 4) against the real server and the simulator: a super user
// creates, edits and deletes a rule (secrets never shown back), the form says what is wrong before
// anything is sent, a firing alert is listed with its history and links to its subscription in its
// environment, a tenant admin sees only its tenants' rules, a roleless user is refused, Chinese, and
// a phone's width.
import type { AlertRule, AlertRuleInput } from '@beacon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { tenantAdmin } from '../../test/console-users.ts';
import { findDialog } from '../../test/dialogs.ts';
import { network } from '../../test/network.ts';
import { findPageHeading } from '../../test/pages.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { simulatePulsar } from '../../test/simulator-network.ts';
import { setWindowWidth } from '../../test/window-size.ts';
import type { RealBeacon } from '../../test/real-beacon.ts';

vi.setConfig({ testTimeout: 60_000 });

const RULES = '/pulsar-manager/alerts/rules';
const SECRET = 'web-test-secret';

async function rulesOnServer(beacon: RealBeacon): Promise<AlertRule[]> {
  return (await beacon.superSession.request('GET', RULES)).json<{ data: AlertRule[] }>().data;
}

async function ruleThroughApi(beacon: RealBeacon, overrides: Partial<AlertRuleInput> = {}) {
  const answer = await beacon.superSession.request('PUT', RULES, {
    environment: 'simulator',
    name: 'audit unconsumed',
    kind: 'no-consumers',
    scope: { tenant: 'sample' },
    subscriptionPattern: 'audit',
    threshold: 0,
    durationSeconds: 0,
    // None: the server under test runs in this process, where MSW would catch its deliveries.
    destinations: [],
    ...overrides,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<AlertRule>();
}

describe('alert rules', () => {
  it('creates, edits and deletes a rule', async () => {
    const { beacon } = await simulatePulsar();
    const { user } = renderApp('/alerts/rules');
    await findPageHeading('Alert rules');
    expect(await screen.findByText('No alert rules yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New rule' }));
    const created = await findDialog('New alert rule');
    await user.type(within(created).getByLabelText('Name'), 'orders backlog');
    await user.click(within(created).getByRole('combobox', { name: 'Environment' }));
    await user.click(await screen.findByText('simulator', { selector: '.ant-select-item-option-content' }));
    await user.type(within(created).getByLabelText('Tenant'), 'sample');
    await user.type(within(created).getByLabelText('Namespace'), 'orders');
    await user.click(within(created).getByRole('button', { name: /Add a webhook/ }));
    await user.type(within(created).getByLabelText('Webhook URL'), 'http://127.0.0.1:19721/hook');
    await user.type(within(created).getByLabelText('Signing secret'), SECRET);
    await user.click(within(created).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByText('New alert rule')).not.toBeInTheDocument());
    const [rule] = await rulesOnServer(beacon);
    expect(rule).toMatchObject({
      name: 'orders backlog',
      kind: 'backlog-messages',
      scope: { tenant: 'sample', namespace: 'orders', patternSyntax: 'glob' },
      threshold: 1000,
      durationSeconds: 300,
      destinations: [{ url: 'http://127.0.0.1:19721/hook', format: 'json', hasSecret: true }],
    });
    const row = (await screen.findByText('orders backlog')).closest('tr')!;
    expect(row).toHaveTextContent('Subscription backlog (messages)');
    expect(row).toHaveTextContent('1,000 messages');

    // Edited without touching the secret: the server keeps it; the field says so, empty.
    await user.click(within(row).getByRole('button', { name: 'Edit alert rule orders backlog' }));
    const edited = await findDialog('Edit alert rule');
    const secret = within(edited).getByLabelText('Signing secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', 'Kept: leave empty to keep it');
    const threshold = within(edited).getByLabelText('Threshold');
    await user.clear(threshold);
    await user.type(threshold, '5000');
    await user.click(within(edited).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await rulesOnServer(beacon))[0]?.threshold).toBe(5000));
    expect((await rulesOnServer(beacon))[0]?.destinations).toEqual([
      { url: 'http://127.0.0.1:19721/hook', format: 'json', hasSecret: true },
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete alert rule orders backlog' }));
    const confirm = await findDialog('Delete alert rule orders backlog?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No alert rules yet')).toBeInTheDocument();
    expect(await rulesOnServer(beacon)).toEqual([]);
  });

  it('says what is wrong in the form before it asks the server', async () => {
    const { beacon } = await simulatePulsar();
    const { user } = renderApp('/alerts/rules');
    await findPageHeading('Alert rules');
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    const dialog = await findDialog('New alert rule');
    await user.type(within(dialog).getByLabelText('Namespace'), 'orders');
    await user.click(within(dialog).getByRole('button', { name: /Add a webhook/ }));
    await user.type(within(dialog).getByLabelText('Webhook URL'), 'ftp://127.0.0.1/hook');
    await user.type(within(dialog).getByLabelText('Signing secret'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('Name the rule')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose an environment')).toBeInTheDocument();
    expect(within(dialog).getByText('Name a tenant or a topic pattern')).toBeInTheDocument();
    expect(within(dialog).getByText('A namespace needs its tenant')).toBeInTheDocument();
    expect(within(dialog).getByText('An http:// or https:// address')).toBeInTheDocument();
    expect(within(dialog).getByText('At least 8 characters')).toBeInTheDocument();
    expect(
      beacon.browserCalls.some((call) => call.method === 'PUT' && call.path.endsWith('/alerts/rules')),
    ).toBe(false);
  });

  it('shows the server’s refusal of a pattern it cannot use', async () => {
    await simulatePulsar();
    const { user } = renderApp('/alerts/rules');
    await findPageHeading('Alert rules');
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    const dialog = await findDialog('New alert rule');
    await user.type(within(dialog).getByLabelText('Name'), 'bad pattern');
    await user.click(within(dialog).getByRole('combobox', { name: 'Environment' }));
    await user.click(await screen.findByText('simulator', { selector: '.ant-select-item-option-content' }));
    await user.type(within(dialog).getByLabelText('Topic pattern'), 'persistent://sample/(orders');
    await user.click(within(dialog).getByRole('radio', { name: 'Regular expression' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(/not a valid regular expression/)).toBeInTheDocument();
  });

  it('shows a tenant admin only its tenants’ rules', async () => {
    const { beacon } = await simulatePulsar({ user: tenantAdmin });
    await ruleThroughApi(beacon, { name: 'finance rule', scope: { tenant: 'finance' } });
    await ruleThroughApi(beacon, { name: 'sample rule', scope: { tenant: 'sample' } });
    renderApp('/alerts/rules');
    await findPageHeading('Alert rules');
    expect(await screen.findByText('finance rule')).toBeInTheDocument();
    expect(screen.queryByText('sample rule')).not.toBeInTheDocument();
  });

  it('speaks Chinese and fits a phone', async () => {
    localStorage.setItem('language', 'zh');
    setWindowWidth(375);
    const { beacon } = await simulatePulsar();
    await ruleThroughApi(beacon);
    renderApp('/alerts/rules');
    await findPageHeading('告警规则');
    const row = (await screen.findByText('audit unconsumed')).closest('tr')!;
    expect(row).toHaveTextContent('无消费者的订阅');
    expect(within(row).getByRole('button', { name: '编辑告警规则 audit unconsumed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建规则' })).toBeInTheDocument();
  });
});

describe('alerts', () => {
  it('says when nothing is pending or firing', async () => {
    await simulatePulsar();
    renderApp('/alerts');
    await findPageHeading('Alerts');
    expect(await screen.findByText('No alert is pending or firing')).toBeInTheDocument();
    expect(screen.getByText('Nothing has fired yet')).toBeInTheDocument();
  });

  it('lists a firing alert and its history, linked to its subscription in its environment', async () => {
    setWindowWidth(1024);
    const { beacon } = await simulatePulsar();
    await ruleThroughApi(beacon);
    await beacon.collectStatistics();
    renderApp('/alerts');
    await findPageHeading('Alerts');
    const current = (await screen.findAllByText('audit unconsumed'))[0]!.closest('tr')!;
    expect(current).toHaveTextContent('Firing');
    expect(current).toHaveTextContent('No consumer');
    const link = within(current).getByRole('link', { name: 'persistent://sample/orders/created · audit' });
    expect(link.getAttribute('href')).toBe(
      '/management/subscriptions/persistent/sample/orders/created/audit/subscription?env=simulator',
    );
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('audit unconsumed').closest('tr')).toHaveTextContent('Firing');
  });

  it('says when the alerts cannot be read, with Retry', async () => {
    await simulatePulsar();
    let down = true;
    network.use(http.get('/pulsar-manager/alerts', () => (down ? HttpResponse.error() : undefined)));
    const { user } = renderApp('/alerts');
    expect(await screen.findByText('Could not load the alerts', {}, { timeout: 30_000 })).toBeVisible();
    down = false;
    await user.click(screen.getAllByRole('button', { name: /Retry/ })[0]!);
    expect(await screen.findByText('No alert is pending or firing')).toBeInTheDocument();
  });

  it('is not for a user without a role', async () => {
    await simulatePulsar({ user: { ...tenantAdmin, roles: [], tenants: [] } });
    renderApp('/alerts');
    expect(await screen.findByRole('heading', { name: 'Oops!' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(currentUrl()).toBe('/401?noGoBack=true');
  });
});
