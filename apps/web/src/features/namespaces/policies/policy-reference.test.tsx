// The reference line under a policy's help (issue 31 item 7): units from POLICY_UNITS, broker keys
// from the catalogue, the keys as code in every language.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPoliciesTab, policyCard } from './test-support/open-policies-tab.ts';

/** The reference line of the policy card titled `title`. */
async function referenceLine(title: string, id: string) {
  const card = await policyCard(title, 40_000);
  return within(card).getByTestId(`policy-reference-${id}`);
}

describe('the reference line of a policy', () => {
  // The first test of a file also pays for loading the console lazily.
  it('gives the unit and the broker setting, the key as code', { timeout: 60_000 }, async () => {
    await openPoliciesTab();
    const line = await referenceLine('Message TTL', 'messageTTL');
    expect(line).toHaveTextContent(/^Unit: seconds · Broker setting: ttlDurationDefaultInSeconds$/);
    expect(within(line).getByText('ttlDurationDefaultInSeconds').tagName).toBe('CODE');
  });

  it('names the field of each unit when a policy has several, and lists every key', async () => {
    await openPoliciesTab();
    const line = await referenceLine('Retention', 'retention');
    expect(line).toHaveTextContent(
      'Units: Retention Size (megabytes) — megabytes; Retention Time (minutes) — minutes · ' +
        'Broker settings: defaultRetentionTimeInMinutes, defaultRetentionSizeInMB',
    );
    for (const key of ['defaultRetentionTimeInMinutes', 'defaultRetentionSizeInMB'])
      expect(within(line).getByText(key).tagName).toBe('CODE');
  });

  it('is left out for a policy with no number and no broker setting', async () => {
    await openPoliciesTab();
    // Found once loaded: a loading card is not yet a group.
    const encryption = await policyCard('Encryption Required', 40_000);
    expect(within(encryption).queryByTestId('policy-reference-encryptionRequired')).toBeNull();
  });

  it('speaks Chinese around the key, which stays as code', async () => {
    localStorage.setItem('language', 'zh');
    await openPoliciesTab();
    const line = await referenceLine('消息存活时间（TTL）', 'messageTTL');
    expect(line).toHaveTextContent(/^单位：秒 · 对应的 Broker 配置项：ttlDurationDefaultInSeconds$/);
    expect(within(line).getByText('ttlDurationDefaultInSeconds').tagName).toBe('CODE');
  });
});
