// The masking rules screen (issue 30 item 6) against the real server: a super user lists, creates,
// edits and deletes rules (one confirmation), the form says what is wrong before anything is sent,
// tenant admins cannot open it, and it speaks Chinese.
import type { MaskingRule } from '@beacon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tenantAdmin } from '../../test/console-users.ts';
import { findDialog } from '../../test/dialogs.ts';
import { findPageHeading } from '../../test/pages.ts';
import { signedInBeacon, type RealBeacon } from '../../test/real-beacon.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { simulatePulsar } from '../../test/simulator-network.ts';

vi.setConfig({ testTimeout: 60_000 });

const RULES = '/pulsar-manager/workbench/masking-rules';
const CARDS = 'persistent://finance/payments/*';

async function rulesOnServer(beacon: RealBeacon): Promise<MaskingRule[]> {
  const answer = await beacon.superSession.request('GET', RULES);
  return answer.json<{ data: MaskingRule[] }>().data;
}

describe('masking rules', () => {
  it('creates, edits and deletes a rule', async () => {
    const { beacon } = await simulatePulsar();
    const { user } = renderApp('/masking-rules');
    await findPageHeading('Masking rules');
    expect(await screen.findByText('No masking rules yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New rule' }));
    const created = await findDialog('New masking rule');
    await user.click(within(created).getByRole('combobox', { name: 'Environment' }));
    await user.click(await screen.findByText('simulator', { selector: '.ant-select-item-option-content' }));
    const pattern = within(created).getByLabelText('Topic pattern');
    await user.clear(pattern);
    await user.type(pattern, CARDS);
    const fields = within(created).getByRole('combobox', { name: 'Fields to hide' });
    await user.type(fields, 'value.card.number{Enter}');
    await user.type(fields, 'properties.ssn{Enter}');
    await user.click(within(created).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByText('New masking rule')).not.toBeInTheDocument());
    expect(await rulesOnServer(beacon)).toEqual([
      expect.objectContaining({
        environment: 'simulator',
        topicPattern: CARDS,
        fields: ['value.card.number', 'properties.ssn'],
      }),
    ]);
    const row = (await screen.findByText(CARDS)).closest('tr')!;
    expect(row).toHaveTextContent('value.card.number');
    expect(row).toHaveTextContent('properties.ssn');

    await user.click(within(row).getByRole('button', { name: `Edit masking rule ${CARDS}` }));
    const edited = await findDialog('Edit masking rule');
    await user.click(within(edited).getByRole('combobox', { name: 'Environment' }));
    await user.click(
      await screen.findByText('Every environment', { selector: '.ant-select-item-option-content' }),
    );
    await user.click(within(edited).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await rulesOnServer(beacon))[0]?.environment).toBe('*'));
    await waitFor(() => expect(screen.getByText(CARDS).closest('tr')).toHaveTextContent('Every environment'));

    await user.click(screen.getByRole('button', { name: `Delete masking rule ${CARDS}` }));
    const confirm = await findDialog(`Delete masking rule ${CARDS}?`);
    expect(confirm).toHaveTextContent(`Messages of ${CARDS} show these fields again from the next read.`);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No masking rules yet')).toBeInTheDocument();
    expect(await rulesOnServer(beacon)).toEqual([]);
  });

  it('says what is wrong in the form before it asks the server', async () => {
    const { beacon } = await simulatePulsar();
    const { user } = renderApp('/masking-rules');
    await findPageHeading('Masking rules');
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    const dialog = await findDialog('New masking rule');
    const pattern = within(dialog).getByLabelText('Topic pattern');
    await user.clear(pattern);
    await user.type(pattern, 'finance/payments/*');
    await user.type(within(dialog).getByRole('combobox', { name: 'Fields to hide' }), 'payload.card{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(
      await within(dialog).findByText('Choose an environment, or every environment'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'A topic pattern is persistent://tenant/namespace/topic, where * stands for any characters but /',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Name at least one field; each is key, value, value.<path> or properties.<name>',
      ),
    ).toBeInTheDocument();
    expect(
      beacon.browserCalls.some((call) => call.method === 'PUT' && call.path.endsWith('/masking-rules')),
    ).toBe(false);
  });

  it('is not for tenant admins', async () => {
    await signedInBeacon(tenantAdmin);
    renderApp('/masking-rules');
    expect(await screen.findByRole('heading', { name: 'Oops!' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(currentUrl()).toBe('/401?noGoBack=true');
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    const { beacon } = await simulatePulsar();
    const answer = await beacon.superSession.request('PUT', RULES, {
      environment: '*',
      topicPattern: CARDS,
      fields: ['key'],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    renderApp('/masking-rules');
    await findPageHeading('脱敏规则');
    const row = (await screen.findByText(CARDS)).closest('tr')!;
    expect(row).toHaveTextContent('所有环境');
    expect(within(row).getByRole('button', { name: `编辑脱敏规则 ${CARDS}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建规则' })).toBeInTheDocument();
  });
});
