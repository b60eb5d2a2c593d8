// What the screens read from a status answer: counters named alike for the three kinds, and the
// latest error (an instance's `error`, else its newest exception of any sort).
import type {
  ComponentInstanceStatusData,
  ComponentStatus,
  ExceptionInformation,
} from '@beacon/pulsar-admin';
import type { ComponentKind } from './kinds.ts';

export interface LatestError {
  text: string;
  /** The exception's time; absent for an instance's `error`. */
  timestampMs?: number;
}

export function exceptionsOf(status: ComponentInstanceStatusData): ExceptionInformation[] {
  return [
    ...(status.latestUserExceptions ?? []),
    ...(status.latestSystemExceptions ?? []),
    ...(status.latestSourceExceptions ?? []),
    ...(status.latestSinkExceptions ?? []),
  ]
    .filter((exception) => (exception.exceptionString ?? '') !== '')
    .sort((a, b) => (b.timestampMs ?? 0) - (a.timestampMs ?? 0));
}

export function latestErrorOf(status: ComponentInstanceStatusData | undefined): LatestError | undefined {
  if (!status) return undefined;
  if (status.error) return { text: status.error };
  const [newest] = exceptionsOf(status);
  return newest?.exceptionString
    ? { text: newest.exceptionString, ...(newest.timestampMs ? { timestampMs: newest.timestampMs } : {}) }
    : undefined;
}

/** The newest error across the instances, for the list's column. */
export function componentLatestError(status: ComponentStatus | undefined): LatestError | undefined {
  const errors = (status?.instances ?? [])
    .map((instance) => latestErrorOf(instance.status))
    .filter((error): error is LatestError => error !== undefined);
  return errors.sort((a, b) => (b.timestampMs ?? Infinity) - (a.timestampMs ?? Infinity))[0];
}

/** Received, processed (written) and exceptions: each kind names its counters its own way. */
export function countersOf(kind: ComponentKind, status: ComponentInstanceStatusData) {
  if (kind === 'source')
    return {
      received: status.numReceivedFromSource,
      processed: status.numWritten,
      exceptions: (status.numSourceExceptions ?? 0) + (status.numSystemExceptions ?? 0),
    };
  if (kind === 'sink')
    return {
      received: status.numReadFromPulsar,
      processed: status.numWrittenToSink,
      exceptions: (status.numSinkExceptions ?? 0) + (status.numSystemExceptions ?? 0),
    };
  return {
    received: status.numReceived,
    processed: status.numSuccessfullyProcessed,
    exceptions: (status.numUserExceptions ?? 0) + (status.numSystemExceptions ?? 0),
  };
}
