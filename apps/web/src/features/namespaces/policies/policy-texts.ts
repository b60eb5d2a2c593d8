// The i18n keys of a policy, built from its id. The catalogue's ids are literal types, so a policy
// without its label, help or success text is a compile error; field and option keys are checked by
// the catalogue's unit test.
import type { TranslationKey } from '../../../shared/i18n/en/index.ts';
import type { PolicyId } from './policy-catalog.ts';

export function policyText(id: PolicyId, part: 'label' | 'help' | 'success') {
  return `namespacePolicies.policies.${id}.${part}` as const satisfies TranslationKey;
}

export function fieldText(id: PolicyId, field: string): TranslationKey {
  return `namespacePolicies.policies.${id}.fields.${field}` as TranslationKey;
}

export function optionText(value: string): TranslationKey {
  return `namespacePolicies.options.${value}` as TranslationKey;
}
