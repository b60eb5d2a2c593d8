import { describe, expect, it } from 'vitest';
import {
  clearNamespacePolicy,
  namespacePolicyByPath,
  readNamespacePolicy,
  setBacklogQuota,
  writeNamespacePolicy,
} from './namespace-policies.ts';
import type { NamespaceState } from './state.ts';

function namespace(policies: Record<string, unknown> = {}): NamespaceState {
  return {
    tenant: 'finance',
    name: 'payments',
    fullName: 'finance/payments',
    policies,
    bundles: [],
    topics: new Map(),
    partitionedTopics: new Set(),
  };
}

const policy = (path: string) => {
  const found = namespacePolicyByPath.get(path);
  if (!found) throw new Error(`no policy ${path}`);
  return found;
};

describe('namespace backlog quotas', () => {
  it('reads an absent limitTime as 0, as Jackson leaves BacklogQuotaImpl’s int field', () => {
    const target = namespace();
    setBacklogQuota(target, 'destination_storage', { limitSize: 1024, policy: 'producer_exception' });
    expect(target.policies.backlog_quota_map).toEqual({
      destination_storage: { limit: 1024, limitSize: 1024, limitTime: 0, policy: 'producer_exception' },
    });
  });

  it('keeps the limitTime the client sends (the Java client sends -1)', () => {
    const target = namespace();
    setBacklogQuota(target, 'destination_storage', {
      limitSize: 2048,
      limitTime: -1,
      policy: 'producer_request_hold',
    });
    expect(target.policies.backlog_quota_map).toMatchObject({ destination_storage: { limitTime: -1 } });
  });
});

describe('the policies the console hands back to the broker default', () => {
  it('reads the offload threshold as -1 until set, and -1 again after the console saves -1', () => {
    const target = namespace();
    const offloadThreshold = policy('offloadThreshold');
    expect(readNamespacePolicy(target, offloadThreshold, 'standalone')).toBe(-1);
    writeNamespacePolicy(target, offloadThreshold, 10 * 1024 ** 3, 'standalone');
    expect(readNamespacePolicy(target, offloadThreshold, 'standalone')).toBe(10 * 1024 ** 3);
    writeNamespacePolicy(target, offloadThreshold, -1, 'standalone');
    expect(readNamespacePolicy(target, offloadThreshold, 'standalone')).toBe(-1);
    expect(offloadThreshold.deletable).toBe(false);
  });

  it('reads the schema compatibility strategy as UNDEFINED until set, and accepts UNDEFINED back', () => {
    const target = namespace();
    const strategy = policy('schemaCompatibilityStrategy');
    expect(readNamespacePolicy(target, strategy, 'standalone')).toBe('UNDEFINED');
    writeNamespacePolicy(target, strategy, 'ALWAYS_INCOMPATIBLE', 'standalone');
    writeNamespacePolicy(target, strategy, 'UNDEFINED', 'standalone');
    expect(readNamespacePolicy(target, strategy, 'standalone')).toBe('UNDEFINED');
  });

  it('answers nothing (204) for a cleared deduplication, the broker default then applying', () => {
    const target = namespace();
    const deduplication = policy('deduplication');
    writeNamespacePolicy(target, deduplication, false, 'standalone');
    expect(readNamespacePolicy(target, deduplication, 'standalone')).toBe(false);
    clearNamespacePolicy(target, deduplication, 'standalone');
    expect(readNamespacePolicy(target, deduplication, 'standalone')).toBeUndefined();
  });
});
