// What Pulsar 4.0.7 answers for some reads, written down once for the tests that hold the console
// and the simulator to it (the contract suite, the journeys): seen on a real standalone.

/** The values of a new OffloadPoliciesImpl (pulsar-common 4.0.7) that its read always carries. */
const NEW_OFFLOAD_POLICIES = {
  offloadersDirectory: './offloaders',
  managedLedgerOffloadMaxThreads: 2,
  managedLedgerOffloadPrefetchRounds: 1,
  managedLedgerExtraConfigurations: {},
  s3ManagedLedgerOffloadMaxBlockSizeInBytes: 67108864,
  s3ManagedLedgerOffloadReadBufferSizeInBytes: 1048576,
  s3ManagedLedgerOffloadRoleSessionName: 'pulsar-s3-offload',
  gcsManagedLedgerOffloadMaxBlockSizeInBytes: 134217728,
  gcsManagedLedgerOffloadReadBufferSizeInBytes: 1048576,
};

/**
 * A namespace's or topic's offload policies as Pulsar reads them back once `given` was set: over a
 * new OffloadPoliciesImpl's values, with the driver flags Jackson writes from its getters.
 */
export function offloadPoliciesAnswer(
  given: { managedLedgerOffloadDriver: string } & Record<string, unknown>,
): Record<string, unknown> {
  const driver = given.managedLedgerOffloadDriver.toLowerCase();
  return {
    ...NEW_OFFLOAD_POLICIES,
    ...given,
    s3Driver: driver === 's3' || driver === 'aws-s3',
    gcsDriver: driver === 'google-cloud-storage',
    fileSystemDriver: driver === 'filesystem',
  };
}
