import { formatUtcDateTime } from '../../../shared/lib/date-time.ts';
import type { TopicName } from '../../topics/index.ts';
import type { BacklogOperation } from '../subscriptions.api.ts';

export interface PendingOperation {
  operation: BacklogOperation;
  title: string;
  /** The whole sentence of what will happen: how many messages, which time, which subscription. */
  text: string;
  /** The operation's own verb on the confirm button ("Clear backlog", "Reset cursor"…). */
  okText: string;
}

/** What every operation form gets from the backlog panel. */
export interface OperationFormProps {
  name: TopicName;
  subscription: string;
  /** 0 for a non-partitioned topic or a single partition. */
  partitions: number;
  backlog: number;
  /** False for users who may not change this tenant's backlogs: the form shows but cannot submit. */
  allowed: boolean;
  onConfirm: (pending: PendingOperation) => void;
}

/**
 * Times in confirmations are absolute and in UTC, so nobody has to guess the zone, in the console's
 * one date-time format.
 */
export function formatUtc(timestampMs: number): string {
  return formatUtcDateTime(timestampMs);
}
