import type { TopicName } from '../../topics/index.ts';
import type { PendingOperation } from './confirm-operation-dialog.tsx';

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

/** Times in confirmations are absolute and in UTC, so nobody has to guess the zone. */
export function formatUtc(timestampMs: number): string {
  return `${new Date(timestampMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
