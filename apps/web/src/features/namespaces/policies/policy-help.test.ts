// Issue 31 item 7: every policy has a help text of its own in English and Chinese, and every number a
// policy takes has its unit in POLICY_UNITS (or is marked unit-less there). Table-driven from the
// catalogue, so a new policy shows up here by itself and only needs its line in policy-units.ts.
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en/index.ts';
import { zh } from '../../../shared/i18n/zh/index.ts';
import { POLICY_CATALOG, policyById, TOPIC_ONLY_POLICY_IDS, type PolicyId } from './policy-catalog.ts';
import { NUMERIC_INPUTS, POLICY_UNITS } from './policy-units.ts';

const HAN = /\p{Script=Han}/u;

const helpOf = (id: PolicyId) => ({
  english: en.namespacePolicies.policies[id].help,
  chinese: zh.namespacePolicies.policies[id].help,
});

const numericFields = POLICY_CATALOG.flatMap((policy) =>
  policy.fields
    .filter((field) => NUMERIC_INPUTS.includes(field.input))
    .map((field) => [policy.id, field.name, field.input] as const),
);

describe('the help of each policy', () => {
  it.each(POLICY_CATALOG.map((policy) => policy.id))('%s: English and Chinese texts', (id) => {
    const { english, chinese } = helpOf(id);
    expect(english.trim()).not.toBe('');
    expect(chinese).toMatch(HAN);
    expect(chinese).not.toBe(english);
  });

  // The reference line under the help names the keys; the prose does not repeat them.
  it.each(POLICY_CATALOG.map((policy) => policy.id))('%s: names no broker key in its prose', (id) => {
    const { english, chinese } = helpOf(id);
    for (const key of policyById(id).brokerKeys ?? []) {
      expect(english).not.toContain(key);
      expect(chinese).not.toContain(key);
    }
  });
});

describe('the unit of each number a policy takes', () => {
  it('is looked for in at least one field (the table below is not empty)', () => {
    expect(numericFields.length).toBeGreaterThan(0);
  });

  it.each(numericFields)('%s.%s (%s) is in POLICY_UNITS, with a unit or as unit-less', (id, field) => {
    expect(POLICY_UNITS[id], `${id} has no line in policy-units.ts`).toBeDefined();
    expect(Object.keys(POLICY_UNITS[id] ?? {})).toContain(field);
  });

  it('names only fields the catalogue has, and only numeric ones', () => {
    for (const [id, units = {}] of Object.entries(POLICY_UNITS)) {
      // A policy only topics have is not in the namespace's catalogue (its field is checked by type).
      if ((TOPIC_ONLY_POLICY_IDS as readonly string[]).includes(id)) continue;
      const policy = policyById(id as PolicyId);
      for (const name of Object.keys(units)) {
        const field = policy.fields.find((candidate) => candidate.name === name);
        expect(field, `${id}.${name}`).toBeDefined();
        expect(NUMERIC_INPUTS, `${id}.${name}`).toContain(field?.input);
      }
    }
  });

  it('says a size field takes bytes with Pulsar’s suffixes, as the size input parses them', () => {
    const sizeFields = POLICY_CATALOG.flatMap((policy) =>
      policy.fields
        .filter((field) => field.input === 'size')
        .map((field) => POLICY_UNITS[policy.id]?.[field.name]),
    );
    expect(sizeFields.length).toBeGreaterThan(0);
    expect(new Set(sizeFields)).toEqual(new Set(['bytesWithSuffix']));
  });
});
