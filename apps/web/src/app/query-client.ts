import { MutationCache, QueryClient } from '@tanstack/react-query';
import { refreshViewsAfterWrite } from '../shared/api/views-after-writes.ts';

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // Some of Beacon's views change with any write (a history lists each one): read them again.
    mutationCache: new MutationCache({ onSuccess: () => void refreshViewsAfterWrite(queryClient) }),
    defaultOptions: {
      queries: {
        // A failed call has already been explained (toast or error state with a Retry button);
        // silent retries would repeat the toast and delay the message by seconds.
        retry: false,
        // Operators switch windows often; a background refetch that fails would toast out of nowhere.
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
}
