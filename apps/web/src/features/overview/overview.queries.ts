import { useQuery } from '@tanstack/react-query';
import { beaconView, environmentKey } from '../../shared/api/pulsar-keys.ts';
import { fetchOverview } from './overview.api.ts';

/** Under the environment's root: switching environments never shows another's overview. */
export const overviewKey = () => [...environmentKey(), beaconView('overview')] as const;

export function useOverview() {
  return useQuery({
    queryKey: overviewKey(),
    // Read again when the page's Auto Refresh says so (the collector writes every 30 s by default).
    queryFn: ({ signal }) => fetchOverview(signal),
  });
}
