import type { NamespaceIsolationData } from '@beacon/pulsar-admin';
import { describe, expect, it } from 'vitest';
import { placementOf, placementsOf } from '../../isolation-policies/index.ts';
import { policiesMatching } from './matching-isolation-policies.ts';

// Primary `localhost`, secondary `.*`: the outside check's case, where the preview said primary and
// the broker page secondary (issue 28 A6).
const POLICY: NamespaceIsolationData = {
  namespaces: ['sample/.*'],
  primary: ['localhost'],
  secondary: ['.*'],
  auto_failover_policy: {
    policy_type: 'min_available',
    parameters: { min_limit: '1', usage_threshold: '80' },
  },
};
const BROKERS = ['localhost:8080', 'localhost:8081', 'standby-1:8080'];

describe('where an isolation policy places a broker', () => {
  it('matches the host alone, as the load manager does, and primary wins over secondary', () => {
    expect(placementOf('localhost:8080', POLICY)).toBe('primary');
    expect(placementOf('standby-1:8080', POLICY)).toBe('secondary');
    expect(placementOf('standby-1:8080', { primary: ['localhost'] })).toBeUndefined();
    // A regex naming host:port places nothing: the port is not part of what Pulsar matches.
    expect(placementOf('localhost:8080', { primary: ['localhost:8080'] })).toBeUndefined();
  });

  it('is the same answer on the policy preview and on the broker page', () => {
    const preview = placementsOf(BROKERS, POLICY);
    expect(preview).toEqual({ primary: ['localhost:8080', 'localhost:8081'], secondary: ['standby-1:8080'] });
    for (const broker of BROKERS) {
      const [onBrokerPage] = policiesMatching(broker, { pinned: POLICY });
      expect(onBrokerPage?.primary, broker).toBe(preview.primary.includes(broker));
    }
  });
});
