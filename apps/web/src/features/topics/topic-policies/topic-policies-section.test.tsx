import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl } from '../../../test/render-app.tsx';
import { openTopicPage, SLOW_MACHINE_MS, TOPIC_PAGE } from '../topic-page/test-support/open-topic-page.ts';
import { simulateOrdersTopic } from '../schema/test-support/simulated-orders-topic.ts';
import { simulateTopic } from '../topic-page/test-support/simulated-topic.ts';
import { callsTo } from '../topic-page/test-support/calls-to.ts';
import { resolve } from './topic-policy-in-force.tsx';

const POLICIES = `${TOPIC_PAGE}?tab=policies`;
const TOPIC_PATH = '/admin/v2/persistent/finance/payments/orders';

/** finance/payments keeps messages 30 minutes or 10 MB; orders sets nothing of its own. */
async function openPolicies() {
  const pulsar = await simulateTopic({
    populate: (state) => {
      const namespace = state.namespaces.get('finance/payments');
      if (!namespace) throw new Error('finance/payments was not seeded');
      namespace.policies.retention_policies = { retentionTimeInMinutes: 30, retentionSizeInMB: 10 };
    },
  });
  return { seen: pulsar.seen, ...openTopicPage(POLICIES) };
}

const card = (name: string) => screen.findByRole('group', { name });
const inForceOf = async (policy: string) => screen.findByTestId(`in-force-${policy}`);

describe('a topic’s own policies (issue 31)', { timeout: SLOW_MACHINE_MS }, () => {
  it('says what is in force and where from, and edits the local and the global values apart', async () => {
    const { seen, user } = await openPolicies();

    // Nothing on the topic: the namespace's retention is in force, as Pulsar's applied read says.
    const retention = await card('Retention');
    expect(within(retention).getByText('Not set here')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await inForceOf('retention')).toHaveTextContent(
        /In force: Retention Size \(megabytes\) 10, Retention Time \(minutes\) 30 — from namespace finance\/payments/,
      ),
    );
    // Neither level nor the namespace sets a TTL: the broker's setting, by its key.
    await waitFor(async () =>
      expect(await inForceOf('messageTTL')).toHaveTextContent(
        /the broker’s defaults: ttlDurationDefaultInSeconds = 0/,
      ),
    );

    // A local retention on the topic.
    await user.clear(within(retention).getByRole('textbox', { name: 'Retention Time (minutes)' }));
    await user.type(within(retention).getByRole('textbox', { name: 'Retention Time (minutes)' }), '60');
    await user.clear(within(retention).getByRole('textbox', { name: 'Retention Size (megabytes)' }));
    await user.type(within(retention).getByRole('textbox', { name: 'Retention Size (megabytes)' }), '100');
    await user.click(within(retention).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(retention).getByText('Set here')).toBeInTheDocument());
    await waitFor(async () =>
      expect(await inForceOf('retention')).toHaveTextContent(/100, .* 60 — the topic’s local value/),
    );
    expect(callsTo(seen, 'POST', `${TOPIC_PATH}/retention`).at(-1)?.url).not.toContain('isGlobal');

    // The global values: the same policy, unset there; the local value still wins.
    await user.click(screen.getByText('Global'));
    await waitFor(() => expect(currentUrl()).toContain('policyScope=global'));
    // Local only, the schema policies leave the list (the switch renders in a transition).
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Schema Compatibility Strategy' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText('The schema policies have no global value: switch to Local to edit them.'),
    ).toBeInTheDocument();
    const globalTtl = await card('Message TTL');
    expect(within(globalTtl).getByText('Not set here')).toBeInTheDocument();
    await user.type(within(globalTtl).getByRole('textbox', { name: /TTL/ }), '120');
    await user.click(within(globalTtl).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await inForceOf('messageTTL')).toHaveTextContent(/120 — the topic’s global value/),
    );
    // Pulsar takes the TTL as a query parameter, with isGlobal.
    const ttlCall = callsTo(seen, 'POST', `${TOPIC_PATH}/messageTTL`).at(-1);
    expect(ttlCall?.url).toMatch(/messageTTL=120/);
    expect(ttlCall?.url).toMatch(/isGlobal=true/);

    // Clearing the local retention hands it back to the namespace.
    await user.click(screen.getByText('Local'));
    await card('Schema Compatibility Strategy');
    const localRetention = await card('Retention');
    await user.click(within(localRetention).getByRole('button', { name: 'Clear (inherit)' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(
      'Clear Retention here? The value below, from the next level, will apply.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Clear' }));
    await waitFor(async () =>
      expect(await inForceOf('retention')).toHaveTextContent(/10, .* 30 — from namespace finance\/payments/),
    );
    expect(callsTo(seen, 'DELETE', `${TOPIC_PATH}/retention`)).toHaveLength(1);
  });

  it('keeps what was typed and shows the check’s message before anything is sent', async () => {
    const { seen, user } = await openPolicies();
    const producers = await card('Max Producers Per Topic');
    await user.type(within(producers).getByRole('textbox'), '-3');
    await user.click(within(producers).getByRole('button', { name: 'Save' }));
    expect(await within(producers).findByRole('textbox')).toHaveValue('-3');
    expect(within(producers).getByText('The value must be 0 or more')).toBeInTheDocument();
    expect(callsTo(seen, 'POST', `${TOPIC_PATH}/maxProducers`)).toHaveLength(0);
  });

  it('on a partition, sends the operator to the partitioned topic, where Pulsar keeps them', async () => {
    await simulateOrdersTopic([], { partitions: 2 });
    openTopicPage(`/management/topics/persistent/finance/payments/orders-partition-0/topic?tab=policies`);
    const link = await screen.findByRole('link', { name: /Policies are set on the partitioned topic/ });
    expect(link.getAttribute('href')).toContain(
      '/management/topics/persistent/finance/payments/orders/partitionedTopic',
    );
    expect(screen.queryByRole('group', { name: 'Retention' })).not.toBeInTheDocument();
  });
});

describe('where the value in force comes from', () => {
  const form = (value: string) => ({ value });
  it('takes the first level that sets it, and Pulsar’s applied value below the topic', () => {
    expect(
      resolve({ local: form('1'), global: form('2'), namespace: form('3'), applied: form('1') }),
    ).toEqual({
      source: 'local',
      form: form('1'),
    });
    expect(
      resolve({ local: undefined, global: form('2'), namespace: form('3'), applied: form('3') }),
    ).toEqual({
      source: 'global',
      form: form('2'),
    });
    expect(
      resolve({ local: undefined, global: undefined, namespace: form('3'), applied: form('3') }),
    ).toEqual({
      source: 'namespace',
      form: form('3'),
    });
    expect(
      resolve({ local: undefined, global: undefined, namespace: undefined, applied: form('0') }),
    ).toEqual({
      source: 'broker',
      form: form('0'),
    });
  });
});
