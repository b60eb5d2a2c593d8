import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
