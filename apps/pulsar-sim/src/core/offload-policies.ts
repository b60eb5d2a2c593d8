import { preconditionFailed } from './errors.ts';
import { isRecord } from './json.ts';

// A namespace's or topic's offload policies (OffloadPoliciesImpl in pulsar-common 4.0.7): what a
// new one holds, and the checks the broker makes before storing one.

/**
 * What `new OffloadPoliciesImpl()` holds, as the broker writes it: 4.0.7 keeps the offload threshold
 * (in bytes and in seconds) and the deletion lag in the namespace's `offload_policies`, made with
 * these when there is none (NamespacesBase.java:2181-2186 internalSetOffloadThreshold, 2237-2243
 * internalSetOffloadDeletionLag; mergeOffloadThresholdsForCompatibility, 2372, leaves the old
 * top-level fields at -1 and null). A removed value is left out (Jackson NON_NULL).
 */
export const OFFLOAD_POLICIES_CREATED = {
  offloadersDirectory: './offloaders',
  managedLedgerOffloadMaxThreads: 2,
  managedLedgerOffloadPrefetchRounds: 1,
  managedLedgerExtraConfigurations: {},
  s3ManagedLedgerOffloadMaxBlockSizeInBytes: 67108864,
  s3ManagedLedgerOffloadReadBufferSizeInBytes: 1048576,
  s3ManagedLedgerOffloadRoleSessionName: 'pulsar-s3-offload',
  gcsManagedLedgerOffloadMaxBlockSizeInBytes: 134217728,
  gcsManagedLedgerOffloadReadBufferSizeInBytes: 1048576,
  s3Driver: false,
  gcsDriver: false,
  fileSystemDriver: false,
};

/** OffloadPoliciesImpl.INTERNAL_SUPPORTED_DRIVER: the first two are S3, the third GCS, the fourth a filesystem. */
export const OFFLOAD_DRIVERS = [
  'S3',
  'aws-s3',
  'google-cloud-storage',
  'filesystem',
  'azureblob',
  'aliyun-oss',
];

const matches = (driver: string, ...names: string[]) =>
  names.some((name) => name.toLowerCase() === driver.toLowerCase());

/**
 * AdminResource.validateOffloadPolicies (4.0.7, lines 998-1019): a supported driver, and a bucket
 * wherever the driver needs one (OffloadPoliciesImpl.bucketValid: the generic bucket, or the S3 or
 * GCS one; a filesystem needs none; azureblob and aliyun-oss only the generic one). Stored over a
 * new OffloadPoliciesImpl's values, with the driver flags Jackson writes from its getters.
 */
export function parseOffloadPolicies(body: unknown): Record<string, unknown> {
  if (!isRecord(body))
    throw preconditionFailed('The offloadPolicies must be specified for namespace offload.');
  const driver = typeof body.managedLedgerOffloadDriver === 'string' ? body.managedLedgerOffloadDriver : '';
  if (!OFFLOAD_DRIVERS.some((name) => matches(driver, name)))
    throw preconditionFailed(`The driver is not supported, support value: ${OFFLOAD_DRIVERS.join(',')}`);
  const filled = (field: string) => typeof body[field] === 'string' && body[field] !== '';
  const s3 = matches(driver, 'S3', 'aws-s3');
  const gcs = matches(driver, 'google-cloud-storage');
  const fileSystem = matches(driver, 'filesystem');
  const bucketValid =
    filled('managedLedgerOffloadBucket') ||
    (s3 && filled('s3ManagedLedgerOffloadBucket')) ||
    (gcs && filled('gcsManagedLedgerOffloadBucket')) ||
    fileSystem;
  if (!bucketValid) throw preconditionFailed('The bucket must be specified for namespace offload.');
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
  return {
    ...OFFLOAD_POLICIES_CREATED,
    ...given,
    s3Driver: s3,
    gcsDriver: gcs,
    fileSystemDriver: fileSystem,
  };
}
