import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userInfoOf } from '../../../test/console-users.ts';
import { network } from '../../../test/network.ts';
import { setWindowWidth } from '../../../test/window-size.ts';
import { NAMESPACE, TENANT, openPoliciesTab, policyCard } from './test-support/open-policies-tab.ts';

const PREFIX = `/admin/v2/namespaces/${TENANT}/${NAMESPACE}`;

describe('the namespace POLICIES tab, one policy editor', () => {
  // The first test of a file also pays for loading the console lazily.
  it('shows a policy as loading until Pulsar answers', { timeout: 60_000 }, async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { pulsar } = await openPoliciesTab({ policies: { messageTTL: 60 } });
    network.use(
      http.get(`${PREFIX}/messageTTL`, async () => {
        await answered;
        return HttpResponse.json(60);
      }),
    );
    const loading = await screen.findByText(
      'Message TTL',
      { selector: '.ant-card-head-title' },
      { timeout: 40_000 },
    );
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    release();
    const card = await policyCard('Message TTL');
    expect(within(card).getByLabelText('Message TTL (seconds)')).toHaveValue('60');
    expect(pulsar.writes()).toEqual([]);
  });

  it('says a policy the namespace does not set is inherited from the broker (Pulsar answers 204)', async () => {
    await openPoliciesTab();
    const card = await policyCard('Message TTL');
    expect(within(card).getByText('Inherited (broker default)')).toBeVisible();
    expect(within(card).getByLabelText('Message TTL (seconds)')).toHaveValue('');
    expect(within(card).queryByRole('button', { name: 'Clear (inherit)' })).toBeNull();
    // Which broker setting is in force, and its value: the simulator's 4.0.7 configuration, read
    // through Beacon's server (GET /pulsar-manager/policy-defaults).
    expect(
      await within(card).findByText(/the broker’s configuration is in force/, undefined, { timeout: 20_000 }),
    ).toHaveTextContent(
      'Not set on this namespace: the broker’s configuration is in force. Save a value to override it. ttlDurationDefaultInSeconds = 0',
    );
    const retention = await policyCard('Retention');
    expect(retention).toHaveTextContent('defaultRetentionTimeInMinutes = 0, defaultRetentionSizeInMB = 0');
  });

  it('shows a value set on the namespace as set here', async () => {
    await openPoliciesTab({ policies: { messageTTL: 3600 } });
    const card = await policyCard('Message TTL');
    expect(within(card).getByText('Set here')).toBeVisible();
    expect(within(card).getByLabelText('Message TTL (seconds)')).toHaveValue('3600');
  });

  it('shows the real deduplication state read from its own endpoint', async () => {
    await openPoliciesTab({ policies: { deduplication: true } });
    const card = await policyCard('Deduplication');
    expect(within(card).getByRole('radio', { name: 'Enabled' })).toBeChecked();
    expect(within(card).getByText('Set here')).toBeVisible();
  });

  it('saves, tells the user, and then shows the value as set here', async () => {
    const { pulsar, user } = await openPoliciesTab();
    const card = await policyCard('Message TTL');
    await user.type(within(card).getByLabelText('Message TTL (seconds)'), '120');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully set message TTL for this namespace!')).toBeVisible();
    await waitFor(() => expect(within(card).getByText('Set here')).toBeVisible());
    expect(pulsar.writes()).toEqual([
      expect.objectContaining({ method: 'POST', path: 'messageTTL', body: 120 }),
    ]);
  });

  it('validates with the spec messages before anything is sent', async () => {
    const { pulsar, user } = await openPoliciesTab();
    const ttl = await policyCard('Message TTL');
    await user.type(within(ttl).getByLabelText('Message TTL (seconds)'), '-5');
    await user.click(within(ttl).getByRole('button', { name: 'Save' }));
    expect(within(ttl).getByText('The value must be 0 or more')).toBeInTheDocument();

    const compaction = await policyCard('Compaction Threshold');
    await user.type(within(compaction).getByLabelText('Compaction Threshold'), '12 bananas');
    await user.click(within(compaction).getByRole('button', { name: 'Save' }));
    expect(within(compaction).getByText('Invalid size string! (e.g 200K 50M 1G)')).toBeInTheDocument();

    const persistence = await policyCard('Persistence');
    await user.type(within(persistence).getByLabelText('Ensemble Size'), '2');
    await user.type(within(persistence).getByLabelText('Write Quorum Size'), '3');
    await user.type(within(persistence).getByLabelText('Ack Quorum Size'), '1');
    await user.click(within(persistence).getByRole('button', { name: 'Save' }));
    expect(
      within(persistence).getByText('Ensemble size ≥ write quorum size ≥ ack quorum size must hold'),
    ).toBeInTheDocument();
    expect(pulsar.writes()).toEqual([]);
  });

  it('keeps what the user typed and shows Pulsar’s reason when a save is refused', async () => {
    const { pulsar, user } = await openPoliciesTab({
      policies: { retention: { retentionSizeInMB: 10, retentionTimeInMinutes: 60 } },
    });
    const reason =
      'Backlog Quota exceeds configured retention quota for namespace. Please increase retention quota and retry';
    pulsar.refuse('POST', 'backlogQuota', 412, reason);
    const card = await policyCard('Backlog Quota');
    await user.type(within(card).getByLabelText('Backlog Quota Size'), '1G');
    await user.click(within(card).getByRole('radio', { name: 'producer_exception' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(`Pulsar refused the change: ${reason}`);
    expect(within(card).getByLabelText('Backlog Quota Size')).toHaveValue('1G');
    expect(within(card).getByRole('radio', { name: 'producer_exception' })).toBeChecked();
    expect(within(card).getByText('Inherited (broker default)')).toBeVisible();
  });

  it('clears a policy with Pulsar’s DELETE after confirmation, back to the broker default', async () => {
    const { pulsar, user } = await openPoliciesTab({ policies: { messageTTL: 3600 } });
    const card = await policyCard('Message TTL');
    await user.click(within(card).getByRole('button', { name: 'Clear (inherit)' }));
    await confirmClear(user, 'Message TTL');
    expect(await screen.findByText('Message TTL cleared: the broker default applies again.')).toBeVisible();
    await waitFor(() => expect(within(card).getByText('Inherited (broker default)')).toBeVisible());
    expect(within(card).getByLabelText('Message TTL (seconds)')).toHaveValue('');
    expect(pulsar.writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: 'messageTTL', text: '' }),
    ]);
  });

  it('keeps the clear dialog open with Pulsar’s refusal, and the policy as it was', async () => {
    const { pulsar, user } = await openPoliciesTab({ policies: { messageTTL: 3600 } });
    pulsar.refuse('DELETE', 'messageTTL', 403, 'Policies are read-only');
    const card = await policyCard('Message TTL');
    await user.click(within(card).getByRole('button', { name: 'Clear (inherit)' }));
    await confirmClear(user, 'Message TTL');
    const dialog = screen.getByRole('dialog', { name: 'Clear Message TTL' });
    expect(await within(dialog).findByText(/Policies are read-only/)).toBeInTheDocument();
    expect(within(card).getByText('Set here')).toBeVisible();
    expect(within(card).getByLabelText('Message TTL (seconds)')).toHaveValue('3600');
  });

  it('clears the offload threshold with -1, Pulsar having no DELETE for it, and says so', async () => {
    const { pulsar, user } = await openPoliciesTab({ policies: { offloadThreshold: 10 * 1024 ** 3 } });
    const card = await policyCard('Offload Threshold');
    expect(within(card).getByLabelText('Offload Threshold')).toHaveValue('10G');
    expect(
      within(card).getByText(/Pulsar has no clear call for this policy\. Clearing saves -1/),
    ).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Clear (inherit)' }));
    await confirmClear(user, 'Offload Threshold');
    await waitFor(() => expect(within(card).getByText('Inherited (broker default)')).toBeVisible());
    expect(pulsar.writes()).toEqual([
      expect.objectContaining({ method: 'PUT', path: 'offloadThreshold', body: -1 }),
    ]);
  });

  it('clears encryption required by saving false, the value every new namespace starts with', async () => {
    const { pulsar, user } = await openPoliciesTab({ policies: { encryptionRequired: true } });
    const card = await policyCard('Encryption Required');
    expect(within(card).getByText('Set here')).toBeVisible();
    expect(within(card).getByRole('radio', { name: 'Enabled' })).toBeChecked();
    expect(
      within(card).getByText(
        'Pulsar has no clear call for this policy. Clearing saves false, the value every new namespace starts with.',
      ),
    ).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Clear (inherit)' }));
    await confirmClear(user, 'Encryption Required');
    await waitFor(() => expect(within(card).getByText('Inherited (broker default)')).toBeVisible());
    expect(within(card).getByRole('radio', { name: 'Disabled' })).toBeChecked();
    expect(pulsar.writes()).toEqual([
      expect.objectContaining({ method: 'POST', path: 'encryptionRequired', body: false }),
    ]);
  });

  it('shows the subscription authentication mode of a new namespace (None) as inherited, Prefix as set here', async () => {
    const { pulsar, user } = await openPoliciesTab();
    const card = await policyCard('Subscription Authentication Mode');
    expect(within(card).getByText('Inherited (broker default)')).toBeVisible();
    expect(within(card).getByRole('radio', { name: 'None' })).toBeChecked();
    await user.click(within(card).getByRole('radio', { name: 'Prefix' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(card).getByText('Set here')).toBeVisible());
    await user.click(within(card).getByRole('button', { name: 'Clear (inherit)' }));
    await confirmClear(user, 'Subscription Authentication Mode');
    await waitFor(() => expect(within(card).getByText('Inherited (broker default)')).toBeVisible());
    expect(pulsar.writes()).toEqual([
      expect.objectContaining({ method: 'POST', path: 'subscriptionAuthMode', body: 'Prefix' }),
      expect.objectContaining({ method: 'POST', path: 'subscriptionAuthMode', body: 'None' }),
    ]);
  });

  it('shows a failed read with Pulsar’s reason and a retry', async () => {
    const { user } = await openPoliciesTab({
      policies: { retention: { retentionSizeInMB: 10, retentionTimeInMinutes: 60 } },
    });
    let failing = true;
    network.use(
      http.get(`${PREFIX}/retention`, () =>
        failing ? HttpResponse.json({ reason: 'Namespace does not exist' }, { status: 404 }) : undefined,
      ),
    );
    const alert = await screen.findByText('Could not load Retention: Namespace does not exist');
    failing = false;
    await user.click(
      within(alert.closest('.ant-alert') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    const card = await policyCard('Retention');
    expect(within(card).getByLabelText('Retention Size (megabytes)')).toHaveValue('10');
  });

  it('lets the admin of another tenant see why, and asks Pulsar nothing', async () => {
    const { pulsar } = await openPoliciesTab({}, userInfoOf({ roles: ['admin'], tenants: ['marketing'] }));
    expect(
      await screen.findByRole('heading', { name: /finance\/payments/ }, { timeout: 20_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Message TTL' })).toBeNull();
    expect(pulsar.seen).toEqual([]);
  });

  it('saves from the keyboard alone on a phone-size screen (Enter in a field saves)', async () => {
    setWindowWidth(390);
    const { pulsar, user } = await openPoliciesTab();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Holds the save, then lets it through to the simulator (a resolver that returns nothing).
    network.use(http.post(`${PREFIX}/maxConsumersPerTopic`, () => released));
    const card = await policyCard('Max Consumers Per Topic');
    const field = within(card).getByLabelText('Max Consumers Per Topic');
    field.focus();
    await user.keyboard('25{Enter}');
    // While it saves the field keeps the focus (a disabled one would drop it), and a second Enter
    // sends nothing more.
    await waitFor(() => expect(field).toHaveAttribute('readonly'));
    expect(field).toBeEnabled();
    expect(field).toHaveFocus();
    await user.keyboard('{Enter}');
    release();
    await waitFor(() =>
      expect(pulsar.writes()).toEqual([
        expect.objectContaining({ method: 'POST', path: 'maxConsumersPerTopic', body: 25 }),
      ]),
    );
    expect(
      await screen.findByText('Successfully set max consumers per topic for this namespace!'),
    ).toBeVisible();
    // jsdom never finishes antd's exit animations, so the spinner's "loading" may stay in the name.
    const save = within(card).getByRole('button', { name: /Save$/ });
    await user.tab();
    expect(save).toHaveFocus();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await openPoliciesTab({ policies: { messageTTL: 60 } });
    const card = await policyCard('消息存活时间（TTL）');
    expect(within(card).getByText('本级设置')).toBeVisible();
    expect(within(card).getByLabelText('消息存活时间（秒）')).toHaveValue('60');
    const retention = await policyCard('保留策略');
    expect(within(retention).getByText('继承（Broker 默认值）')).toBeVisible();
  });
});

/** Confirms clearing `policy` in the shared dialog, which names the policy and says the verb. */
async function confirmClear(user: UserEvent, policy: string) {
  const dialog = await screen.findByRole('dialog', { name: `Clear ${policy}` });
  expect(dialog).toHaveTextContent(`Clear ${policy} on this namespace? The broker default will apply again.`);
  await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
}
