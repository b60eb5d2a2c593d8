// /policy-code against the real server and the simulator (issue 33 item 2): a namespace's document
// shown; a file applied to another namespace of a second environment through the shared change plan
// (preview, dry run, confirm, progress); a comparison with a file showing one changed retention; a
// tenant admin's plan outside its tenants marked forbidden and not appliable, in Chinese; a phone.
import { POLICY_CODE_EXPORT_PATH } from '@beacon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tenantAdmin } from '../../test/console-users.ts';
import { findDialog } from '../../test/dialogs.ts';
import { findPageHeading } from '../../test/pages.ts';
import type { RealBeacon } from '../../test/real-beacon.ts';
import { renderApp } from '../../test/render-app.tsx';
import { simulatePulsar } from '../../test/simulator-network.ts';
import { setWindowWidth } from '../../test/window-size.ts';

vi.setConfig({ testTimeout: 60_000 });

async function exported(beacon: RealBeacon, environment: string, name: string): Promise<string> {
  beacon.superSession.environment = environment;
  const answer = await beacon.superSession.request(
    'GET',
    `${POLICY_CODE_EXPORT_PATH}?scope=namespace&name=${name}`,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body;
}

const yamlFile = (text: string) => new File([text], 'orders.yaml', { type: 'application/yaml' });

describe('policy as code', () => {
  it('shows a namespace’s document, then applies it to another environment with its preview', async () => {
    const { beacon } = await simulatePulsar({ environments: ['simulator', 'staging'] });
    const { user } = renderApp('/policy-code?scope=namespace&name=sample/orders');
    await findPageHeading('Policy as code');
    const document = await screen.findByLabelText(/\.yaml$/);
    expect(document.textContent).toContain('retentionTimeInMinutes: 1440');
    expect(document.textContent).toContain('beaconPolicies: 1');

    await user.click(screen.getByRole('tab', { name: 'Apply' }));
    await user.upload(
      await screen.findByLabelText('Policy document (YAML)'),
      yamlFile(await exported(beacon, 'simulator', 'sample/orders')),
    );
    await user.click(screen.getByRole('combobox', { name: 'Apply to environment' }));
    await user.click(await screen.findByText('staging', { selector: '.ant-select-item-option-content' }));
    await user.type(screen.getByLabelText('Apply to another namespace (optional)'), 'sample/copied');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByRole('heading', { name: 'Changes to staging' })).toBeInTheDocument();
    expect(screen.getByText('Create sample/copied')).toBeInTheDocument();
    expect(screen.getByText('Set retention')).toBeInTheDocument();
    expect(screen.getByText('Namespace sample/copied')).toBeInTheDocument();
    const calls = screen.getByText(/^\d+ calls to Pulsar$/).textContent;
    const total = Number(calls.split(' ')[0]);
    expect(screen.queryByText('Not allowed')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(
      await screen.findByText(`Dry run: ${total} of ${total} calls would be sent, none was.`),
    ).toBeInTheDocument();
    expect(
      (
        await beacon.superSession.request(
          'GET',
          `${POLICY_CODE_EXPORT_PATH}?scope=namespace&name=sample/copied`,
        )
      ).statusCode,
    ).toBe(404);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await findDialog(`Apply ${total} changes to staging?`);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(`All ${total} changes applied.`)).toBeInTheDocument();
    expect(screen.getAllByText('Applied')).toHaveLength(total);
    expect(await exported(beacon, 'staging', 'sample/copied')).toContain('retentionTimeInMinutes: 1440');
  });

  it('compares the environment with a file: one changed retention', async () => {
    const { beacon } = await simulatePulsar();
    const { user } = renderApp('/policy-code?scope=namespace&name=sample/orders&tab=compare');
    await findPageHeading('Policy as code');
    const changed = (await exported(beacon, 'simulator', 'sample/orders')).replace(
      'retentionTimeInMinutes: 1440',
      'retentionTimeInMinutes: 2880',
    );
    await user.click(screen.getByRole('radio', { name: 'A file' }));
    await user.upload(screen.getByLabelText('Policy document (YAML)'), yamlFile(changed));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('1 difference')).toBeInTheDocument();
    const row = screen.getByText(/policies › retention › retentionTimeInMinutes$/).closest('tr')!;
    expect(within(row).getByText('Changed')).toBeInTheDocument();
    expect(within(row).getByText('1440')).toBeInTheDocument();
    expect(within(row).getByText('2880')).toBeInTheDocument();
  });

  it('stops at Pulsar’s refusal and shows its reason', async () => {
    const { beacon } = await simulatePulsar();
    const { user } = renderApp('/policy-code?scope=namespace&name=sample/orders&tab=apply');
    await findPageHeading('Policy as code');
    const refused = (await exported(beacon, 'simulator', 'sample/orders')).replace(
      /( +)messageTTL: 86400/,
      '$1maxProducersPerTopic: -1\n$1messageTTL: 3600',
    );
    await user.upload(await screen.findByLabelText('Policy document (YAML)'), yamlFile(refused));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.click(
      within(await findDialog('Apply 2 changes to simulator?')).getByRole('button', { name: 'Apply' }),
    );
    expect(
      await screen.findByText(
        'Stopped at call 1 of 2: maxProducersPerTopic must be 0 or more. 0 applied before it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Refused by Pulsar: maxProducersPerTopic must be 0 or more')).toBeInTheDocument();
    expect(await exported(beacon, 'simulator', 'sample/orders')).toContain('messageTTL: 86400');
  });

  it('marks a tenant admin’s calls outside its tenants not allowed, in Chinese, on a phone', async () => {
    localStorage.setItem('language', 'zh');
    setWindowWidth(390);
    const { beacon } = await simulatePulsar({ user: tenantAdmin });
    const { user } = renderApp('/policy-code?scope=namespace&name=acme/iot&tab=apply');
    await findPageHeading('策略即代码');
    await user.upload(
      await screen.findByLabelText('策略文档（YAML）'),
      yamlFile(await exported(beacon, 'simulator', 'sample/orders')),
    );
    await user.click(screen.getByRole('button', { name: /^预\s*览$/ }));
    await waitFor(() => expect(screen.getAllByText('不允许').length).toBeGreaterThan(0));
    expect(screen.queryByText('允许')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^应\s*用$/ })).toBeDisabled();
    expect(screen.getByText(/无权执行/)).toBeInTheDocument();
    // The group headings in Chinese too, not the plan's English words.
    expect(screen.getByText('命名空间 sample/orders')).toBeInTheDocument();
    expect(screen.queryByText('namespace sample/orders')).not.toBeInTheDocument();
  });
});
