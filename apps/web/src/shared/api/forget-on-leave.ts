// What was read of a deleted resource is dropped from the cache once the page that deleted it has
// gone (hidden in the tab area or unmounted), so that no other page takes it for its own. Dropped
// while the page still observes it, each read would be fetched again at the page's next render,
// and Pulsar answers each with 404.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** What to call once the delete has succeeded, with the keys (prefixes) of the reads to drop. */
export function useForgetOnLeave(): (...queryKeys: QueryKey[]) => void {
  const queryClient = useQueryClient();
  const pending = useRef<readonly QueryKey[]>([]);
  useEffect(() => {
    // The same array the page's last call left; not a DOM ref that React changes under it.
    const forgotten = pending;
    return () => {
      for (const queryKey of forgotten.current) queryClient.removeQueries({ queryKey });
    };
  }, [queryClient]);
  return (...queryKeys) => {
    pending.current = queryKeys;
  };
}

/** Whether `queryKey` is `prefix` or lies under it. */
export const isUnder = (queryKey: QueryKey, prefix: QueryKey): boolean =>
  prefix.every((part, index) => queryKey[index] === part);
