import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../shared/i18n/en/index.ts';
import { zh } from '../../../shared/i18n/zh/index.ts';
import { findDialog } from '../../../test/dialogs.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { simulatePulsar } from '../../../test/simulator-network.ts';

// The whole console renders, its shell and antd loading lazily: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

async function openEditor(query = '') {
  const pulsar = await simulatePulsar({ scenario: 'demo' });
  const broker = pulsar.simulator.brokers[0]!;
  const view = renderApp(
    `/management/brokers/${broker.cluster}/${encodeURIComponent(broker.id)}/broker?tab=dynamicConfiguration${query}`,
  );
  return { pulsar, broker, ...view };
}

const rowOf = async (name: string) => {
  const cell = await screen.findByText(name, { selector: 'code' }, { timeout: 30_000 });
  return cell.closest('tr')!;
};

describe('dynamic configuration editor', () => {
  it('lists every updatable setting with its current value, default and override', async () => {
    const { pulsar } = await openEditor();
    pulsar.state.dynamicConfiguration.set('dispatcherMaxReadBatchSize', '1000');

    const row = await rowOf('dispatcherMaxReadBatchSize');
    expect(within(row).getByText('integer')).toBeVisible();
    expect(within(row).getByText('differs from default')).toBeVisible();
    // The default struck through, then what the broker runs with; the stored override.
    expect(within(row).getByLabelText('default 100')).toHaveTextContent('100');
    expect(within(row).getAllByText('1000')).toHaveLength(2);
    // Pulsar 4.0.7's 154 dynamic settings, 50 a page.
    expect(screen.getByText('All (154)')).toBeVisible();
    const names = await screen.findAllByText(/^[a-z][A-Za-z0-9]+$/, { selector: 'code' });
    expect(names.length).toBe(50);
  });

  it('says which defaults follow the broker’s machine, and lists no setting 4.0.7 keeps static', async () => {
    await openEditor('&filter=managedLedgerCacheSizeMB');
    const row = await rowOf('managedLedgerCacheSizeMB');
    expect(within(row).getByText('depends on the broker’s machine (cores, memory)')).toBeVisible();

    cleanup();
    await openEditor('&filter=maxUnackedMessagesPerConsumer');
    expect(
      await screen.findByText('No setting matches “maxUnackedMessagesPerConsumer”', {}, { timeout: 30_000 }),
    ).toBeVisible();
  });

  it('shows only what differs from the defaults in the diff view', async () => {
    const { pulsar, user } = await openEditor();
    pulsar.state.dynamicConfiguration.set('loadBalancerSheddingEnabled', 'false');
    await rowOf('allowAutoTopicCreation');

    await user.click(screen.getByText(/^Differs from default/));
    // The one changed here, and brokerDeleteInactiveTopicsEnabled, which the simulated deployment
    // sets to false as the test kit's real standalone does (broker-configuration.ts).
    await waitFor(() =>
      expect(screen.getAllByText(/^[a-z][A-Za-z]+$/, { selector: 'code' })).toHaveLength(2),
    );
    expect(screen.getByText('loadBalancerSheddingEnabled', { selector: 'code' })).toBeVisible();
    expect(screen.getByText('brokerDeleteInactiveTopicsEnabled', { selector: 'code' })).toBeVisible();
    expect(window.location.search).toContain('view=differs');
  });

  it('refuses a value of the wrong type before sending anything, then sets a valid one, confirmed', async () => {
    const { pulsar, user } = await openEditor('&filter=maxConcurrentLookupRequest');
    const row = await rowOf('maxConcurrentLookupRequest');
    await user.click(within(row).getByRole('button', { name: 'Edit maxConcurrentLookupRequest' }));

    const dialog = await findDialog('Edit maxConcurrentLookupRequest');
    const input = within(dialog).getByRole('textbox', { name: 'New value' });
    await user.clear(input);
    await user.type(input, 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    expect(await within(dialog).findByText('Enter a whole number')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '99999999999');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    expect(await within(dialog).findByText('The number is too large for this setting')).toBeInTheDocument();
    expect(pulsar.seen.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(input);
    await user.type(input, '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    const confirm = await findDialog('Change a dynamic setting');
    expect(confirm).toHaveTextContent(
      'Set maxConcurrentLookupRequest from 50000 to 20000 on every broker of cluster standalone?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(pulsar.state.dynamicConfiguration.get('maxConcurrentLookupRequest')).toBe('20000'),
    );
    expect(await screen.findByText('maxConcurrentLookupRequest is now 20000')).toBeVisible();
  });

  it('keeps Pulsar’s refusal inside the confirmation', async () => {
    const { pulsar, user } = await openEditor('&filter=loadManagerClassName');
    const row = await rowOf('loadManagerClassName');
    await user.click(within(row).getByRole('button', { name: 'Edit loadManagerClassName' }));
    const dialog = await findDialog('Edit loadManagerClassName');
    const input = within(dialog).getByRole('textbox', { name: 'New value' });
    await user.clear(input);
    await user.type(input, 'org.example.NoSuchLoadManager');
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }));
    const confirm = await findDialog('Change a dynamic setting');
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));

    expect(await within(confirm).findByText('Invalid dynamic-config value')).toBeInTheDocument();
    expect(pulsar.state.dynamicConfiguration.has('loadManagerClassName')).toBe(false);
  });

  it('deletes an override, confirmed, in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    const { pulsar, user } = await openEditor('&filter=superUserRoles');
    pulsar.state.dynamicConfiguration.set('superUserRoles', 'ops,admin');

    const row = await rowOf('superUserRoles');
    expect(within(row).getByText('逗号分隔的列表')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: '删除 superUserRoles 的覆盖值' }));
    const confirm = await findDialog('删除覆盖值');
    expect(confirm).toHaveTextContent('删除集群 standalone 的覆盖值 superUserRoles = ops,admin？');
    await user.click(within(confirm).getByRole('button', { name: /^删\s*除$/ }));

    await waitFor(() => expect(pulsar.state.dynamicConfiguration.has('superUserRoles')).toBe(false));
    expect(await screen.findByText('superUserRoles 的覆盖值已删除')).toBeVisible();
  });

  it('explains a setting beside its name and in its editor, with its unit and its key', async () => {
    const name = 'brokerDeleteInactiveTopicsFrequencySeconds';
    const help = en.brokerSettingHelp.settings[name];
    const { user } = await openEditor(`&filter=${name}`);
    const row = await rowOf(name);
    expect(within(row).getByText('· seconds')).toBeVisible();
    // Reached by keyboard: focus opens the tooltip; its text is the icon's name for screen readers.
    const icon = within(row).getByRole('img', { name: `${help} Unit: seconds` });
    act(() => icon.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`${help}Unit: seconds`);

    await user.click(within(row).getByRole('button', { name: `Edit ${name}` }));
    const dialog = await findDialog(`Edit ${name}`);
    // The dialog fades in (antd's motion): visible once it has.
    await waitFor(() => expect(within(dialog).getByText(help)).toBeVisible());
    expect(within(dialog).getByText('Key in broker.conf')).toBeVisible();
    expect(within(dialog).getByText(name, { selector: 'code' })).toBeVisible();
    expect(within(dialog).getByText('seconds')).toBeVisible();
  });

  it('explains a setting in Chinese, with its unit and its key', async () => {
    localStorage.setItem('language', 'zh');
    const name = 'brokerShutdownTimeoutMs';
    const { user } = await openEditor(`&filter=${name}`);
    const row = await rowOf(name);
    expect(within(row).getByText('· 毫秒')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: `编辑 ${name}` }));
    const dialog = await findDialog(`编辑 ${name}`);
    await waitFor(() => expect(within(dialog).getByText(zh.brokerSettingHelp.settings[name])).toBeVisible());
    expect(within(dialog).getByText('broker.conf 中的键')).toBeVisible();
    expect(within(dialog).getByText(name, { selector: 'code' })).toBeVisible();
    expect(within(dialog).getByText('毫秒')).toBeVisible();
  });
});
