// The isolation-policy form. Messages are translation keys whose English texts are
// PLACEMENT_ISSUES' (spec §5 word for word); the limits are MinAvailablePolicy's (whole numbers,
// a usage threshold of at most 100 percent).
import { z } from 'zod';

const regexList = (required: string) => z.array(z.string()).min(1, { error: required });
const positiveWhole = (message: string) =>
  z.number({ error: message }).int({ error: message }).gt(0, { error: message });

/**
 * `existing`: the cluster's policies; a new policy may not take one's name (POST would replace it).
 * A new policy needs a secondary regex (spec §5, as Pulsar Manager asked); an existing one may keep
 * the empty list Pulsar accepts (NamespaceIsolationDataImpl.validate wants the list, not an entry),
 * so a policy made elsewhere can be edited without inventing a secondary.
 */
export const isolationPolicySchema = (existing: readonly string[] = [], creating = true) =>
  z.object({
    name: z
      .string({ error: 'isolationPolicies.issues.policyNameRequired' })
      .trim()
      .min(1, { error: 'isolationPolicies.issues.policyNameRequired' })
      .refine((name) => !name.includes('/'), { error: 'isolationPolicies.issues.policyNameSlash' })
      .refine((name) => !existing.includes(name), { error: 'isolationPolicies.issues.policyExists' }),
    namespaces: regexList('isolationPolicies.issues.namespaceRegexRequired'),
    primary: regexList('isolationPolicies.issues.primaryRegexRequired'),
    secondary: creating ? regexList('isolationPolicies.issues.secondaryRegexRequired') : z.array(z.string()),
    policyType: z.literal('min_available'),
    minLimit: positiveWhole('isolationPolicies.issues.minLimitPositive'),
    usageThreshold: positiveWhole('isolationPolicies.issues.usageThresholdPositive').max(100, {
      error: 'isolationPolicies.issues.usageThresholdMax',
    }),
    unloadScope: z.enum(['changed', 'all_matching', 'none']),
  });

export interface IsolationPolicyValues {
  name: string;
  namespaces: string[];
  primary: string[];
  secondary: string[];
  policyType: 'min_available';
  minLimit: number | null;
  usageThreshold: number | null;
  /** NamespaceIsolationData.unload_scope: what saving unloads (`changed` is Pulsar's default). */
  unloadScope: 'changed' | 'all_matching' | 'none';
}

/** The three regex lists of a policy. */
export type RegexListName = 'namespaces' | 'primary' | 'secondary';
