// Where a namespace's or topic's data lives: the tiered-storage (offload) configuration, and the
// bookie affinity group that pins its ledgers to groups of bookies. Both read as Pulsar 4.0.7
// answers them on a real standalone (decision 0085).
import { NAMESPACE_POLICY_WIRE } from '@beacon/pulsar-admin';
import { z } from 'zod';
import { toSizeString } from '../../../shared/lib/byte-format.ts';
import { call, deletes, type ClearableEntries } from './policy-builders.ts';
import type { PolicyDescriptor } from './policy-types.ts';
import { choice, counts, integerText, isRecord, messages, numberField, sizeText } from './policy-values.ts';

/** OffloadPoliciesImpl.INTERNAL_SUPPORTED_DRIVER (4.0.7), in its order. */
export const OFFLOAD_DRIVERS = [
  'aws-s3',
  'S3',
  'google-cloud-storage',
  'azureblob',
  'aliyun-oss',
  'filesystem',
] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const firstText = (...values: unknown[]) => values.map(text).find(Boolean) ?? '';
/** An optional field: blank leaves it out of the body, so the broker's setting applies to it. */
const optional = <T>(rule: z.ZodType<T, string>) =>
  z.string().transform((value, context): T | undefined => {
    if (value.trim() === '') return undefined;
    const parsed = rule.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

const offloadForm = z
  .object({
    driver: choice(OFFLOAD_DRIVERS),
    bucket: z.string().trim(),
    region: z.string().trim(),
    endpoint: z.string().trim(),
    thresholdBytes: optional(sizeText),
    thresholdSeconds: optional(counts.atLeastZero),
    // A negative lag keeps offloaded ledgers in BookKeeper too (as the namespace's own lag policy).
    deletionLagMs: optional(integerText()),
  })
  .superRefine((form, context) => {
    // AdminResource.validateOffloadPolicies: every driver but a filesystem needs a bucket (412).
    if (form.driver !== 'filesystem' && form.bucket === '')
      context.addIssue({ code: 'custom', path: ['bucket'], message: messages.bucketRequired });
  });

/**
 * The whole offload configuration (OffloadPoliciesImpl): the driver and its bucket, region and
 * endpoint, the thresholds that start offloading and the lag before BookKeeper's copy goes. Pulsar
 * answers it over a new OffloadPoliciesImpl's values; the generic fields are read, the driver's own
 * (`s3ManagedLedgerOffloadBucket`…) where the generic one is empty.
 */
export function offloadPoliciesPolicy(entries: ClearableEntries): PolicyDescriptor<'offloadPolicies'> {
  return {
    id: 'offloadPolicies',
    group: 'cleanup',
    valueKind: 'composite',
    fields: [
      { name: 'driver', input: 'select', options: OFFLOAD_DRIVERS },
      { name: 'bucket', input: 'text' },
      { name: 'region', input: 'text' },
      { name: 'endpoint', input: 'text' },
      { name: 'thresholdBytes', input: 'size' },
      { name: 'thresholdSeconds', input: 'integer' },
      { name: 'deletionLagMs', input: 'integer' },
    ],
    read: call(entries.get),
    set: call(entries.set),
    clear: deletes(entries.clear),
    fromPulsar: (answer) =>
      isRecord(answer) && text(answer.managedLedgerOffloadDriver)
        ? {
            driver: text(answer.managedLedgerOffloadDriver),
            bucket: firstText(
              answer.managedLedgerOffloadBucket,
              answer.s3ManagedLedgerOffloadBucket,
              answer.gcsManagedLedgerOffloadBucket,
            ),
            region: firstText(
              answer.managedLedgerOffloadRegion,
              answer.s3ManagedLedgerOffloadRegion,
              answer.gcsManagedLedgerOffloadRegion,
            ),
            endpoint: firstText(
              answer.managedLedgerOffloadServiceEndpoint,
              answer.s3ManagedLedgerOffloadServiceEndpoint,
            ),
            thresholdBytes:
              typeof answer.managedLedgerOffloadThresholdInBytes === 'number' &&
              answer.managedLedgerOffloadThresholdInBytes >= 0
                ? toSizeString(answer.managedLedgerOffloadThresholdInBytes)
                : '',
            thresholdSeconds:
              typeof answer.managedLedgerOffloadThresholdInSeconds === 'number' &&
              answer.managedLedgerOffloadThresholdInSeconds >= 0
                ? String(answer.managedLedgerOffloadThresholdInSeconds)
                : '',
            deletionLagMs: numberField(answer.managedLedgerOffloadDeletionLagInMillis),
          }
        : undefined,
    emptyForm: {
      driver: '',
      bucket: '',
      region: '',
      endpoint: '',
      thresholdBytes: '',
      thresholdSeconds: '',
      deletionLagMs: '',
    },
    schema: offloadForm.transform((form) =>
      Object.fromEntries(
        Object.entries({
          managedLedgerOffloadDriver: form.driver,
          managedLedgerOffloadBucket: form.bucket || undefined,
          managedLedgerOffloadRegion: form.region || undefined,
          managedLedgerOffloadServiceEndpoint: form.endpoint || undefined,
          managedLedgerOffloadThresholdInBytes: form.thresholdBytes,
          managedLedgerOffloadThresholdInSeconds: form.thresholdSeconds,
          managedLedgerOffloadDeletionLagInMillis: form.deletionLagMs,
        }).filter(([, value]) => value !== undefined),
      ),
    ),
  };
}

/**
 * The bookie affinity group (BookieAffinityGroupData): the primary and secondary groups of bookies
 * the namespace's ledgers are placed on. Super users only, read included (NamespacesBase.java:945-
 * 1012, 4.0.7), and kept in the namespace's local policies, which a namespace whose bundles were
 * never owned lacks: its read then answers 404, which is the group not being set.
 */
export function bookieAffinityPolicy(entries: ClearableEntries): PolicyDescriptor<'bookieAffinity'> {
  return {
    id: 'bookieAffinity',
    group: 'storage',
    valueKind: 'composite',
    fields: [
      { name: 'primary', input: 'text' },
      { name: 'secondary', input: 'text' },
    ],
    read: call(entries.get),
    set: call(entries.set),
    clear: deletes(entries.clear),
    notFoundIsUnset: NAMESPACE_POLICY_WIRE.bookieAffinity.notFoundIsUnset,
    readPermission: 'namespace.bookie-affinity',
    writePermission: 'namespace.bookie-affinity',
    fromPulsar: (answer) =>
      isRecord(answer) &&
      (text(answer.bookkeeperAffinityGroupPrimary) || text(answer.bookkeeperAffinityGroupSecondary))
        ? {
            primary: text(answer.bookkeeperAffinityGroupPrimary),
            secondary: text(answer.bookkeeperAffinityGroupSecondary),
          }
        : undefined,
    emptyForm: { primary: '', secondary: '' },
    schema: z
      .object({
        primary: z.string().trim().min(1, { error: messages.required }),
        secondary: z.string().trim(),
      })
      .transform((form) => ({
        bookkeeperAffinityGroupPrimary: form.primary,
        ...(form.secondary ? { bookkeeperAffinityGroupSecondary: form.secondary } : {}),
      })),
  };
}
