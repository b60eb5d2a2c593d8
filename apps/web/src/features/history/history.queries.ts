import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { RestoreVersion } from '@beacon/contracts';
import { beaconView, environmentKey, isBeaconView } from '../../shared/api/pulsar-keys.ts';
import { readAgainAfterEveryWrite } from '../../shared/api/views-after-writes.ts';
import { fetchHistory, fetchRestorePlan, type HistoryTarget } from './history.api.ts';

const HISTORY = 'history';

/** Under the environment's root: switching environments never shows another's history. */
export const historyKey = (target: HistoryTarget) =>
  [...environmentKey(), beaconView(HISTORY, { ...target })] as const;

// A write's version is recorded before Beacon answers it, but a HISTORY tab opened while the write
// was on its way read the list before that, and would otherwise go on without it.
readAgainAfterEveryWrite(HISTORY);

export function useHistory(target: HistoryTarget) {
  return useQuery({
    queryKey: historyKey(target),
    queryFn: ({ signal }) => fetchHistory(target, signal),
  });
}

const RESTORE_PLAN = 'history-restore';

/** The calls that put one version back, read afresh each time the dialog opens (state may have moved). */
export function useRestorePlan(id: string, version: RestoreVersion) {
  return useQuery({
    queryKey: [...environmentKey(), beaconView(RESTORE_PLAN, { id, version })],
    queryFn: () => fetchRestorePlan(id, version),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/**
 * After a restore, every read of the environment is refreshed (the resource, and its history, which
 * lists the restore) but the restore plan on screen: read again, it would find nothing left to
 * restore and replace the outcome the dialog shows with "nothing to restore".
 */
export const refreshAfterRestore = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: environmentKey(),
    predicate: ({ queryKey }) => !queryKey.some((part) => isBeaconView(part, RESTORE_PLAN)),
  });
