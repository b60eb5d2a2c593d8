import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastViewport } from '../shared/ui/toast-viewport.tsx';
import { ErrorCatalogueConnection } from './error-catalogue-connection.tsx';
import type { AppRouter } from './router.ts';

/**
 * What every route needs. antd is not among it: it arrives with the first screen that uses it
 * (app/antd-outlet.tsx), so the login page stays light.
 */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorCatalogueConnection router={router} />
      <ToastViewport />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
