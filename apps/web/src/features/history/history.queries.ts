import { useQuery } from '@tanstack/react-query';
import type { RestoreVersion } from '@beacon/contracts';
import { beaconView, environmentKey } from '../../shared/api/pulsar-keys.ts';
import { fetchHistory, fetchRestorePlan, type HistoryTarget } from './history.api.ts';

/** Under the environment's root: switching environments never shows another's history. */
export const historyKey = (target: HistoryTarget) =>
  [...environmentKey(), beaconView('history', { ...target })] as const;

export function useHistory(target: HistoryTarget) {
  return useQuery({
    queryKey: historyKey(target),
    queryFn: ({ signal }) => fetchHistory(target, signal),
  });
}

/** The calls that put one version back, read afresh each time the dialog opens (state may have moved). */
export function useRestorePlan(id: string, version: RestoreVersion) {
  return useQuery({
    queryKey: [...environmentKey(), beaconView('history-restore', { id, version })],
    queryFn: () => fetchRestorePlan(id, version),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
