import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { findDialog } from '../../test/dialogs.ts';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { simulatePulsar } from '../../test/simulator-network.ts';
import {
  NEW_POLICY_PAGE,
  policyPage,
  seedPolicy,
  startPolicies,
  storedPolicies,
} from './test-support/open-policy.ts';

// Each test renders the whole console, whose shell and antd load lazily.
vi.setConfig({ testTimeout: 60_000 });

const regexInput = (list: string) => screen.getByRole('textbox', { name: `New regex for ${list}` });

async function addRegex(user: UserEvent, list: string, regex: string) {
  await user.type(regexInput(list), `${regex}{Enter}`);
}

async function setNumber(user: UserEvent, label: string, value: string) {
  const input = screen.getByRole('spinbutton', { name: label });
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

const preview = () => screen.getByRole('region', { name: 'Live preview' });

/**
 * antd draws the choices of an open Select as items titled with their label (its accessible list
 * holds only the options around the active one).
 */
async function findOption(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const item = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${name}"]`);
    if (!item) throw new Error(`no ${name} option`);
    return item;
  });
}

describe('new namespace isolation policy', () => {
  it('says every message of spec §5 word for word and sends nothing until the form is right', async () => {
    const pulsar = await startPolicies();
    const { user } = renderApp(NEW_POLICY_PAGE);

    await screen.findByRole(
      'heading',
      { name: 'New Namespace Isolation Policy', level: 1 },
      { timeout: 30_000 },
    );
    await setNumber(user, 'Minimal Available Brokers', '0');
    await setNumber(user, 'Broker Usage Threshold', '0');
    await user.click(screen.getByRole('button', { name: 'Create Policy' }));

    for (const message of [
      'Policy name cannot be empty',
      'Namespace regex cannot be empty',
      'Primary broker regex cannot be empty',
      'Secondary broker regex cannot be empty',
      'Minimal available brokers should be greater than 0',
      'Broker usage threshold should be greater than 0',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    // A regex already in its list is refused with that list's words.
    await addRegex(user, 'Namespaces', 'sample/.*');
    await addRegex(user, 'Namespaces', 'sample/.*');
    expect(await screen.findByText('Namespace regex already exists')).toBeInTheDocument();
    await user.clear(regexInput('Namespaces'));
    await addRegex(user, 'Primary Brokers', 'localhost');
    await addRegex(user, 'Primary Brokers', 'localhost');
    expect(await screen.findByText('Primary broker regex already exists')).toBeInTheDocument();
    await user.clear(regexInput('Primary Brokers'));
    await addRegex(user, 'Secondary Brokers', 'standby.*');
    await addRegex(user, 'Secondary Brokers', 'standby.*');
    expect(await screen.findByText('Secondary broker regex already exists')).toBeInTheDocument();
    await user.clear(regexInput('Secondary Brokers'));
    // One that does not compile never reaches Pulsar (which would answer 400).
    await addRegex(user, 'Secondary Brokers', 'broker-(');
    await waitFor(() =>
      // In the console's words, not the browser engine's (issue 28 A13).
      expect(regexInput('Secondary Brokers')).toHaveAccessibleDescription(
        'Not a valid regex: a group opened with ( is not closed',
      ),
    );

    const writes = pulsar.seen.filter((request) => request.method !== 'GET');
    expect(writes).toEqual([]);
    expect(storedPolicies(pulsar)).toEqual({});
  });

  it('creates the policy Pulsar expects and goes back to the cluster’s isolation policies', async () => {
    const pulsar = await startPolicies();
    const { user } = renderApp(NEW_POLICY_PAGE);

    await user.type(
      await screen.findByRole('textbox', { name: 'Policy Name' }, { timeout: 30_000 }),
      'pinned',
    );
    await addRegex(user, 'Namespaces', 'sample/.*');
    await addRegex(user, 'Primary Brokers', 'localhost');
    await addRegex(user, 'Secondary Brokers', 'standby.*');
    await setNumber(user, 'Minimal Available Brokers', '2');
    await setNumber(user, 'Broker Usage Threshold', '75');
    await user.click(screen.getByRole('button', { name: 'Create Policy' }));

    // Saving unloads the namespaces of the cluster the new policy matches (audit D16): asked first.
    const dialog = await findDialog('Save and unload namespaces');
    expect(dialog).toHaveTextContent(
      'Saving this policy unloads 2 namespaces of cluster standalone: their bundles are placed again, and the clients of their topics reconnect.',
    );
    expect(within(dialog).getByText('sample/orders')).toBeInTheDocument();
    expect(within(dialog).getByText('sample/payments')).toBeInTheDocument();
    expect(storedPolicies(pulsar)).toEqual({});
    await user.click(within(dialog).getByRole('button', { name: 'Save and unload' }));

    expect(await screen.findByText('Successfully create an isolation policy')).toBeInTheDocument();
    await waitFor(() =>
      expect(currentUrl()).toBe('/management/clusters/standalone/cluster?tab=isolationPolicies'),
    );
    expect(storedPolicies(pulsar)).toEqual({
      pinned: {
        namespaces: ['sample/.*'],
        primary: ['localhost'],
        secondary: ['standby.*'],
        auto_failover_policy: {
          policy_type: 'min_available',
          parameters: { min_limit: '2', usage_threshold: '75' },
        },
      },
    });
  });
});

describe('unload on save (audit D16)', () => {
  it('saves without asking when the chosen scope unloads nothing, and stores the scope', async () => {
    const pulsar = await startPolicies();
    const { user } = renderApp(NEW_POLICY_PAGE);

    await user.type(
      await screen.findByRole('textbox', { name: 'Policy Name' }, { timeout: 30_000 }),
      'quiet',
    );
    await addRegex(user, 'Namespaces', 'sample/.*');
    await addRegex(user, 'Primary Brokers', 'localhost');
    await addRegex(user, 'Secondary Brokers', 'standby.*');
    await user.click(screen.getByRole('combobox', { name: 'Unload on save' }));
    await user.click(await findOption('None'));
    await user.click(screen.getByRole('button', { name: 'Create Policy' }));

    expect(await screen.findByText('Successfully create an isolation policy')).toBeInTheDocument();
    expect(screen.queryByText('Save and unload namespaces')).not.toBeInTheDocument();
    expect(storedPolicies(pulsar).quiet).toMatchObject({ unload_scope: 'none' });
  });

  it('names every matching namespace before an update that unloads them all', async () => {
    const pulsar = await startPolicies();
    await seedPolicy(pulsar, 'pinned', {
      namespaces: ['public/.*'],
      primary: ['localhost'],
      secondary: [],
      auto_failover_policy: {
        policy_type: 'min_available',
        parameters: { min_limit: '1', usage_threshold: '80' },
      },
    });
    const { user } = renderApp(policyPage('pinned'));

    // Nothing changed, Pulsar's default scope: nothing is unloaded, nothing asked.
    await user.click(await screen.findByRole('button', { name: 'Update Policy' }, { timeout: 30_000 }));
    expect(await screen.findByText('Successfully update an isolation policy')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Unload on save' }));
    await user.click(await findOption('Every namespace the policy matches'));
    await user.click(screen.getByRole('button', { name: 'Update Policy' }));
    const dialog = await findDialog('Save and unload namespaces');
    expect(dialog).toHaveTextContent('unloads 2 namespaces of cluster standalone');
    expect(within(dialog).getByText('public/default')).toBeInTheDocument();
    expect(within(dialog).getByText('public/functions')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save and unload' }));
    await waitFor(() =>
      expect(storedPolicies(pulsar).pinned).toMatchObject({ unload_scope: 'all_matching' }),
    );
  });
});

describe('live preview', () => {
  it('leaves out the namespaces of another cluster, which Pulsar does not place here', async () => {
    await simulatePulsar({ scenario: 'geo' });
    const { user } = renderApp('/management/clusters/us-east/create/namespaceIsolationPolicy?created=true');
    await screen.findByRole('textbox', { name: 'Policy Name' }, { timeout: 30_000 });

    // public/eu-only is replicated to eu-west only.
    await user.type(regexInput('Namespaces'), 'public/.*');
    await waitFor(() => expect(preview()).toHaveTextContent('1 namespace matches'));
    expect(within(preview()).getByText('public/default')).toBeInTheDocument();
    expect(within(preview()).queryByText('public/eu-only')).not.toBeInTheDocument();
    expect(preview()).toHaveTextContent('1 matching namespace of another cluster is left out');
  });

  it('shows the namespaces and brokers a regex matches while it is typed, whole names only', async () => {
    await startPolicies();
    const { user } = renderApp(NEW_POLICY_PAGE);
    await screen.findByRole(
      'heading',
      { name: 'New Namespace Isolation Policy', level: 1 },
      { timeout: 30_000 },
    );

    await user.type(regexInput('Namespaces'), 'sample/.*');
    await waitFor(() => expect(preview()).toHaveTextContent('2 namespaces match'));
    expect(within(preview()).getByText('sample/orders')).toBeInTheDocument();
    expect(within(preview()).getByText('sample/payments')).toBeInTheDocument();
    expect(within(preview()).queryByText('public/default')).not.toBeInTheDocument();
    expect(preview()).toHaveTextContent('“sample/.*” alone matches 2 namespaces');

    // Matched whole, as String.matches: "orders" alone is part of a name, not a name.
    await user.clear(regexInput('Namespaces'));
    await user.type(regexInput('Namespaces'), 'orders');
    await waitFor(() => expect(preview()).toHaveTextContent('0 namespaces match'));
    expect(preview()).toHaveTextContent('No namespace of this cluster matches');

    // Brokers are matched by host, without the port, as the load manager places bundles.
    await user.type(regexInput('Primary Brokers'), 'localhost:8080');
    await waitFor(() => expect(preview()).toHaveTextContent('0 primary brokers match'));
    expect(
      within(preview()).getByText(
        'The primary regexes match 0 brokers, fewer than the minimal available brokers (1)',
      ),
    ).toBeInTheDocument();
    expect(preview()).toHaveTextContent('No secondary broker matches either');

    await user.clear(regexInput('Primary Brokers'));
    await user.type(regexInput('Primary Brokers'), 'local.*');
    await waitFor(() => expect(preview()).toHaveTextContent('2 primary brokers match'));
    expect(within(preview()).getByText('localhost:8080')).toBeInTheDocument();
    expect(within(preview()).getByText('localhost:8081')).toBeInTheDocument();
    expect(within(preview()).queryByText(/fewer than the minimal available brokers/)).not.toBeInTheDocument();

    // Three needed, two matched: the warning names the minimum.
    await setNumber(user, 'Minimal Available Brokers', '3');
    expect(
      await within(preview()).findByText(
        'The primary regexes match 2 brokers, fewer than the minimal available brokers (3)',
      ),
    ).toBeInTheDocument();

    // A regex being typed that does not compile is said, and the page goes on.
    await user.type(regexInput('Secondary Brokers'), 'broker-(');
    expect(await within(preview()).findByText(/^Not a valid regex: /)).toBeInTheDocument();
  });
});

describe('an existing namespace isolation policy', () => {
  const PINNED = {
    namespaces: ['sample/.*'],
    primary: ['localhost'],
    secondary: [],
    auto_failover_policy: {
      policy_type: 'min_available',
      parameters: { min_limit: '1', usage_threshold: '80' },
    },
  };

  it('updates its limits and keeps its regexes', async () => {
    const pulsar = await startPolicies();
    await seedPolicy(pulsar, 'pinned', PINNED);
    const { user } = renderApp(policyPage('pinned'));

    await screen.findByRole(
      'heading',
      { name: 'Namespace Isolation Policy pinned', level: 1 },
      { timeout: 30_000 },
    );
    expect(await screen.findByText('sample/.*', { selector: 'code' })).toBeInTheDocument();
    await addRegex(user, 'Secondary Brokers', 'standby.*');
    await setNumber(user, 'Minimal Available Brokers', '2');
    await user.click(screen.getByRole('button', { name: 'Update Policy' }));

    expect(await screen.findByText('Successfully update an isolation policy')).toBeInTheDocument();
    expect(storedPolicies(pulsar).pinned).toEqual({
      ...PINNED,
      secondary: ['standby.*'],
      auto_failover_policy: {
        policy_type: 'min_available',
        parameters: { min_limit: '2', usage_threshold: '80' },
      },
    });
  });

  it('keeps the empty secondary list Pulsar accepts when a policy made elsewhere is edited', async () => {
    const pulsar = await startPolicies();
    await seedPolicy(pulsar, 'pinned', PINNED);
    const { user } = renderApp(policyPage('pinned'));

    await screen.findByRole('spinbutton', { name: 'Broker Usage Threshold' }, { timeout: 30_000 });
    await setNumber(user, 'Broker Usage Threshold', '90');
    await user.click(screen.getByRole('button', { name: 'Update Policy' }));

    expect(await screen.findByText('Successfully update an isolation policy')).toBeInTheDocument();
    expect(screen.queryByText('Secondary broker regex cannot be empty')).not.toBeInTheDocument();
    expect(storedPolicies(pulsar).pinned).toMatchObject({
      secondary: [],
      auto_failover_policy: { parameters: { min_limit: '1', usage_threshold: '90' } },
    });
  });

  it('deletes it after a confirmation and goes back to the cluster’s policies', async () => {
    const pulsar = await startPolicies();
    await seedPolicy(pulsar, 'pinned', PINNED);
    const { user } = renderApp(policyPage('pinned'));

    await user.click(await screen.findByRole('button', { name: 'Delete Policy' }, { timeout: 30_000 }));
    const dialog = await findDialog('Delete Isolation Policy');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the isolation policy pinned?');
    expect(storedPolicies(pulsar).pinned).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Successfully delete an isolation policy')).toBeInTheDocument();
    await waitFor(() =>
      expect(currentUrl()).toBe('/management/clusters/standalone/cluster?tab=isolationPolicies'),
    );
    expect(storedPolicies(pulsar)).toEqual({});
  });

  it('says a policy that does not exist is not found', async () => {
    await startPolicies();
    renderApp(policyPage('missing'));

    expect(
      await screen.findByRole('heading', { name: /Isolation policy missing/ }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the isolation policies' })).toLinkTo(
      '/management/clusters/standalone/cluster?tab=isolationPolicies',
    );
  });
});

describe('in Chinese', () => {
  it('says the form’s messages and the preview in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await startPolicies();
    const { user } = renderApp(NEW_POLICY_PAGE);

    await screen.findByRole('heading', { name: '新建命名空间隔离策略', level: 1 }, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: '创建策略' }));
    expect(await screen.findByText('策略名称不能为空')).toBeInTheDocument();
    expect(screen.getByText('命名空间正则表达式不能为空')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '命名空间的新正则表达式' }), 'public/.*');
    const region = screen.getByRole('region', { name: '实时预览' });
    await waitFor(() => expect(region).toHaveTextContent('匹配的命名空间：2'));
  });
});
