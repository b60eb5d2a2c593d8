import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import type { AppRouter } from './router.ts';

/**
 * The whole app's tree. The browser (main.tsx) and the build-time prerender of the login page
 * (features/auth/login/prerender-login.tsx) render this same element, so React can hydrate the
 * prerendered markup without a mismatch.
 */
export function AppRoot({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} />
    </StrictMode>
  );
}
