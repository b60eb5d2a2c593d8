// The namespace policies Pulsar keeps for super users (issue 31: "super-only operations disabled
// with the reason"): the bookie affinity group, read included, and delayed delivery's writes.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tenantAdmin } from '../../../test/console-users.ts';
import { openPoliciesTab, policyCard } from './test-support/open-policies-tab.ts';

describe('policies for super users only', () => {
  it('names the bookie affinity group to a tenant admin with the reason, and asks Pulsar nothing for it', async () => {
    const { pulsar } = await openPoliciesTab({}, tenantAdmin);
    const card = await policyCard('Bookie Affinity Group');
    expect(card).toHaveTextContent('Only a super user may see or change this policy');
    expect(within(card).queryByRole('button', { name: 'Save' })).toBeNull();
    // Other policies are read and editable for the same user.
    const ttl = await policyCard('Message TTL');
    expect(within(ttl).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(pulsar.seen.filter((call) => call.path.includes('bookieAffinity'))).toEqual([]);
    // Delayed delivery is read by tenant admins, and changed by super users only.
    const delayed = await policyCard('Delayed Delivery');
    expect(delayed).toHaveTextContent('Only a super user may change this policy');
    expect(within(delayed).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(ttl).not.toHaveTextContent('Only a super user may change this policy');
  });

  it('reads the group as not set while the namespace has no local policies (Pulsar’s 404), and saves one', async () => {
    const { pulsar, user } = await openPoliciesTab();
    const card = await policyCard('Bookie Affinity Group');
    // The simulated namespace has no topic, so no bundle was ever owned: Pulsar answers 404.
    expect(await within(card).findByText('Inherited (broker default)')).toBeVisible();
    expect(within(card).queryByRole('alert')).toBeNull();
    await user.type(within(card).getByLabelText('Primary Group'), 'rack-a');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Set here')).toBeVisible();
    expect(pulsar.namespace()?.localPolicies?.bookieAffinityGroup).toEqual({
      bookkeeperAffinityGroupPrimary: 'rack-a',
    });
    expect(screen.queryByText(/local-policies/)).toBeNull();
  });
});
