import { useEffect } from 'react';
import { connectErrorCatalogue } from '../shared/api/index.ts';
import { toast } from '../shared/ui/toast-store.ts';
import type { AppRouter } from './router.ts';

/** Lets the error catalogue navigate inside the single-page app instead of reloading it. */
export function ErrorCatalogueConnection({ router }: { router: AppRouter }) {
  useEffect(
    () =>
      connectErrorCatalogue({
        showError: (text, durationMs) => toast.error(text, durationMs),
        navigate: (path) => void router.navigate(path, { replace: true }),
        reloadPage: () => window.location.reload(),
        currentPath: () => router.state.location.pathname,
      }),
    [router],
  );
  return null;
}
