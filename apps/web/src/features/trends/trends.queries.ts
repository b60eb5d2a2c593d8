import { useQuery } from '@tanstack/react-query';
import type { TrendRange } from '@beacon/contracts';
import { beaconView, environmentKey } from '../../shared/api/pulsar-keys.ts';
import { fetchTrends, type TrendsTarget } from './trends.api.ts';

/** Under the environment's root: switching environments never shows another's trends. */
export const trendsKey = (target: TrendsTarget, range: TrendRange) =>
  [...environmentKey(), beaconView('trends', { ...target, range })] as const;

export function useTrends(target: TrendsTarget, range: TrendRange) {
  return useQuery({
    queryKey: trendsKey(target, range),
    queryFn: ({ signal }) => fetchTrends(target, range, signal),
    // A new point comes with each statistics pass (every 30 s by default).
    refetchInterval: 30_000,
  });
}
