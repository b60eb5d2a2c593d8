// Beacon's views that any write may change, whatever it wrote: a history lists each versioned write
// of the environment, so the HISTORY tab open beside the form that saved must read again. A feature
// names its view here when its module loads; the query client reads them all again after each
// successful mutation.
import type { QueryClient } from '@tanstack/react-query';
import { beaconViewOf } from './pulsar-keys.ts';

const views = new Set<string>();

/** `view` (a `beaconView(view, …)` key part) is read again after every successful write. */
export function readAgainAfterEveryWrite(view: string): void {
  views.add(view);
}

export const refreshViewsAfterWrite = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey.some((part) => views.has(beaconViewOf(part) as string)),
  });
