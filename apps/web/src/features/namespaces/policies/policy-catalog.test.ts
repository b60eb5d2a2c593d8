import { namespacePolicies, namespacePolicyPath } from '@beacon/pulsar-admin';
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en/index.ts';
import { zh } from '../../../shared/i18n/zh/index.ts';
import {
  POLICY_CATALOG,
  SCHEMA_AUTO_UPDATE_STRATEGIES,
  policyById,
  type PolicyId,
} from './policy-catalog.ts';
import { fieldText, optionText, policyText } from './policy-texts.ts';
import type { PolicyEntry } from './policy-types.ts';
import { namespacePolicyByPath } from './test-support/simulated-namespace.ts';

/** Resolves a dotted i18n key in one language's texts. */
function text(texts: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

/** The form of a policy with these values, everything else as the empty form. */
function parse(id: PolicyId, values: Record<string, string | boolean | string[]>) {
  const policy = policyById(id);
  return policy.schema.safeParse({ ...policy.emptyForm, ...values });
}

/** The English text of the first validation message, as the editor would show it. */
function firstMessage(id: PolicyId, values: Record<string, string | boolean | string[]>) {
  const result = parse(id, values);
  if (result.success) throw new Error(`${id} accepted ${JSON.stringify(values)}`);
  const issue = result.error.issues[0]!;
  return { field: issue.path[0], text: text(en, issue.message) };
}

describe('the namespace policy catalogue', () => {
  it('has a label, help, success text and field labels in English and Chinese for every policy', () => {
    for (const policy of POLICY_CATALOG) {
      const keys = [
        policyText(policy.id, 'label'),
        policyText(policy.id, 'help'),
        policyText(policy.id, 'success'),
        ...policy.fields.map((field) => fieldText(policy.id, field.name)),
        ...policy.fields.flatMap((field) => (field.options ?? []).map(optionText)),
      ];
      for (const key of keys) {
        expect(text(en, key), `${key} in English`).toEqual(expect.any(String));
        expect(text(zh, key), `${key} in Chinese`).toEqual(expect.any(String));
      }
    }
  });

  it('offers spec 4’s eight schema auto-update strategies', () => {
    expect(SCHEMA_AUTO_UPDATE_STRATEGIES).toHaveLength(8);
    expect(SCHEMA_AUTO_UPDATE_STRATEGIES.map((value) => text(en, optionText(value)))).toEqual([
      'Full',
      'Full Transitive',
      'Forward',
      'Forward Transitive',
      'Backward',
      'Backward Transitive',
      'Always Compatible',
      'AutoUpdate Disabled',
    ]);
  });

  it('uses Pulsar’s method for each single-value policy and clears with DELETE exactly where Pulsar has one', () => {
    for (const policy of POLICY_CATALOG) {
      const endpoint = namespacePolicyByPath.get(namespacePolicyPath(policy.set.entry.template));
      if (!endpoint) continue;
      expect(policy.set.entry.method, policy.id).toBe(endpoint.setMethod);
      expect(policy.read, policy.id).toEqual({
        entry: expect.objectContaining({ method: 'GET', template: policy.set.entry.template }) as unknown,
      });
      // The offload policies are removed at a path of their own (removeOffloadPolicies).
      const clearsElsewhere =
        policy.clear.kind === 'delete' && policy.clear.call.entry.template !== policy.set.entry.template;
      if (!clearsElsewhere) expect(policy.clear.kind === 'delete', policy.id).toBe(endpoint.deletable);
    }
  });

  it('calls Pulsar through the catalogue’s namespace-policy entries, every one of them and nothing else', () => {
    const named = POLICY_CATALOG.flatMap((policy) => [
      policy.read.entry,
      policy.set.entry,
      ...(policy.clear.kind === 'delete' ? [policy.clear.call.entry] : []),
    ]);
    const catalogue: PolicyEntry[] = Object.values(namespacePolicies).flatMap(
      (entries: Record<string, PolicyEntry>) => Object.values(entries),
    );
    expect(catalogue.filter((entry) => !named.includes(entry))).toEqual([]);
    expect(named.filter((entry) => !catalogue.includes(entry))).toEqual([]);
    expect(new Set(named).size).toBe(106);
  });

  it('reads Pulsar’s 204 (null) as inherited, and the values Pulsar uses for "not set" too', () => {
    for (const policy of POLICY_CATALOG) {
      if (policy.clear.kind !== 'none') expect(policy.fromPulsar(null), policy.id).toBeUndefined();
    }
    expect(policyById('offloadThreshold').fromPulsar(-1)).toBeUndefined();
    // A namespace's max topics reads 0 while unset (4.0.7): 0 is inherited, any other value set.
    expect(policyById('maxTopicsPerNamespace').fromPulsar(0)).toBeUndefined();
    expect(policyById('maxTopicsPerNamespace').fromPulsar(300)).toEqual({ value: '300' });
    expect(policyById('offloadThreshold').fromPulsar(1024 ** 3)).toEqual({ value: '1G' });
    expect(policyById('schemaCompatibilityStrategy').fromPulsar('UNDEFINED')).toBeUndefined();
    expect(policyById('deduplication').fromPulsar(false)).toEqual({ enabled: false });
    // Pulsar's Policies starts every namespace with these; they have no DELETE, so they read as inherited.
    expect(policyById('encryptionRequired').fromPulsar(false)).toBeUndefined();
    expect(policyById('encryptionRequired').fromPulsar(true)).toEqual({ enabled: true });
    expect(policyById('schemaValidationEnforced').fromPulsar(false)).toBeUndefined();
    expect(policyById('subscriptionAuthMode').fromPulsar('None')).toBeUndefined();
    expect(policyById('subscriptionAuthMode').fromPulsar('Prefix')).toEqual({ value: 'Prefix' });
    // A 4.0.7 namespace starts without an AutoUpdate strategy (204) and PUT null unsets it again:
    // every strategy Pulsar answers was set on the namespace, Full included.
    expect(policyById('schemaAutoUpdateStrategy').fromPulsar(undefined)).toBeUndefined();
    expect(policyById('schemaAutoUpdateStrategy').fromPulsar('Full')).toEqual({ value: 'Full' });
    expect(policyById('schemaAutoUpdateStrategy').clear).toEqual({ kind: 'sentinel', body: null });
  });

  it('turns size strings into bytes and refuses anything else with the spec’s message', () => {
    expect(parse('compactionThreshold', { value: '50M' })).toMatchObject({
      success: true,
      data: 50 * 1024 ** 2,
    });
    expect(parse('offloadThreshold', { value: '1G' })).toMatchObject({ success: true, data: 1024 ** 3 });
    expect(parse('compactionThreshold', { value: '4096' })).toMatchObject({ success: true, data: 4096 });
    for (const value of ['', '12 bananas', '-1G', '1X']) {
      expect(firstMessage('compactionThreshold', { value }).text).toBe(
        'Invalid size string! (e.g 200K 50M 1G)',
      );
    }
  });

  it('checks Pulsar’s quorum rule, ensemble ≥ write quorum ≥ ack quorum, before sending', () => {
    const quorum = 'Ensemble size ≥ write quorum size ≥ ack quorum size must hold';
    expect(firstMessage('persistence', { ensemble: '2', writeQuorum: '3', ackQuorum: '1' })).toEqual({
      field: 'writeQuorum',
      text: quorum,
    });
    expect(firstMessage('persistence', { ensemble: '3', writeQuorum: '2', ackQuorum: '3' })).toEqual({
      field: 'ackQuorum',
      text: quorum,
    });
    expect(firstMessage('persistence', { ensemble: '0', writeQuorum: '0', ackQuorum: '0' }).text).toBe(
      'The value must be greater than 0',
    );
    // A mark-delete rate of 0 disables the limiter (spec 5): valid.
    expect(
      parse('persistence', { ensemble: '3', writeQuorum: '2', ackQuorum: '2', markDeleteRate: '0' }),
    ).toMatchObject({
      success: true,
      data: {
        bookkeeperEnsemble: 3,
        bookkeeperWriteQuorum: 2,
        bookkeeperAckQuorum: 2,
        managedLedgerMaxMarkDeleteRate: 0,
      },
    });
    expect(
      firstMessage('persistence', { ensemble: '3', writeQuorum: '2', ackQuorum: '2', markDeleteRate: '-1' })
        .text,
    ).toBe('Please enter a number');
  });

  it('accepts a negative offload deletion lag (deletion disabled) but no negative TTL or limits', () => {
    expect(parse('offloadDeletionLag', { value: '-1' })).toMatchObject({ success: true, data: -1 });
    expect(firstMessage('messageTTL', { value: '-5' }).text).toBe('The value must be 0 or more');
    expect(firstMessage('messageTTL', { value: '1.5' }).text).toBe('Please enter a whole number');
    expect(firstMessage('maxProducersPerTopic', { value: '' }).text).toBe('Please enter a value');
  });

  it('follows Pulsar’s retention rule: -1 no limit, both 0 off, never a single 0', () => {
    expect(parse('retention', { retentionSizeInMB: '-1', retentionTimeInMinutes: '-1' }).success).toBe(true);
    expect(parse('retention', { retentionSizeInMB: '0', retentionTimeInMinutes: '0' }).success).toBe(true);
    expect(firstMessage('retention', { retentionSizeInMB: '0', retentionTimeInMinutes: '60' }).text).toBe(
      'Retention size and time must both be 0 (no retention) or both be non-zero',
    );
    expect(firstMessage('retention', { retentionSizeInMB: '-2', retentionTimeInMinutes: '60' }).text).toBe(
      'The value must be -1 (no limit) or more',
    );
  });

  it('reads and writes the size backlog quota with the body Pulsar’s client sends', () => {
    const quota = policyById('backlogQuota');
    expect(parse('backlogQuota', { limitSize: '2G', policy: 'consumer_backlog_eviction' })).toMatchObject({
      success: true,
      data: { limitSize: 2 * 1024 ** 3, limitTime: -1, policy: 'consumer_backlog_eviction' },
    });
    expect(firstMessage('backlogQuota', { limitSize: '2G', policy: '' }).text).toBe('Please select a value');
    expect(quota.fromPulsar({})).toBeUndefined();
    expect(
      quota.fromPulsar({
        destination_storage: { limit: 1024, limitSize: 1024, limitTime: -1, policy: 'producer_exception' },
      }),
    ).toEqual({ limitSize: '1K', policy: 'producer_exception' });
    // Older brokers write only the deprecated `limit`.
    expect(
      quota.fromPulsar({ destination_storage: { limit: 2048, policy: 'producer_request_hold' } }),
    ).toEqual({
      limitSize: '2K',
      policy: 'producer_request_hold',
    });
  });

  it('needs at least one replication cluster and a non-empty anti-affinity group', () => {
    expect(firstMessage('replicationClusters', { clusters: [] }).text).toBe(
      'Please select at least one cluster',
    );
    expect(firstMessage('antiAffinityGroup', { value: '  ' }).text).toBe(
      'Anti-affinity group cannot be empty',
    );
  });
});
