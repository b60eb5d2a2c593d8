// The POLICIES tab's global switch and policy as code's global values agree on which topic policies
// Pulsar keeps at the local level only: the tab's catalogue marks them `global: false`, the wire
// table (which the server's export and plan read) `localOnly`.
import { TOPIC_POLICY_WIRE, type PolicyWire, topicPolicies } from '@beacon/pulsar-admin';
import { expect, it } from 'vitest';
import { TOPIC_POLICY_CATALOG } from './topic-policy-catalog.ts';

it('marks the same topic policies local only as the wire table does', () => {
  const onTab = TOPIC_POLICY_CATALOG.map((entry) => {
    const name = Object.entries(topicPolicies).find(([, entries]) => entries.get === entry.policy.read.entry);
    expect(name, `${entry.policy.id} reads through a topic policy of the catalogue`).toBeDefined();
    return [name?.[0], entry.global] as const;
  });
  const wires = TOPIC_POLICY_WIRE as Record<string, PolicyWire>;
  expect(
    onTab
      .filter(([, global]) => !global)
      .map(([name]) => name)
      .sort(),
  ).toEqual(
    Object.keys(wires)
      .filter((name) => wires[name]?.localOnly)
      .sort(),
  );
  expect(onTab.length).toBeGreaterThan(20);
});
