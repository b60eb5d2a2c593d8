// The failure-domain form: a name and any of the cluster's brokers. Messages are translation keys;
// the English of `domainNameRequired` is PLACEMENT_ISSUES.domainNameRequired (spec §5).
import { z } from 'zod';

/**
 * `existing`: the cluster's domains. Pulsar's POST creates or replaces, so a new domain with a
 * taken name would silently overwrite that domain's brokers: the form refuses it instead.
 */
export const failureDomainSchema = (existing: readonly string[] = []) =>
  z.object({
    name: z
      .string({ error: 'failureDomains.issues.domainNameRequired' })
      .trim()
      .min(1, { error: 'failureDomains.issues.domainNameRequired' })
      .refine((name) => !name.includes('/'), { error: 'failureDomains.issues.domainNameSlash' })
      .refine((name) => !existing.includes(name), { error: 'failureDomains.issues.domainExists' }),
    brokers: z.array(z.string()),
  });

export type FailureDomainValues = z.input<ReturnType<typeof failureDomainSchema>>;
