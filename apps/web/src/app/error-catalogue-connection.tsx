import { useEffect } from 'react';
import { connectErrorCatalogue } from '../shared/api/index.ts';
import { useToasts } from '../shared/ui/toasts.tsx';
import type { AppRouter } from './router.ts';

/**
 * Gives the error catalogue the running app's toasts (themed and localised, unlike antd's static
 * API) and the router, so its redirects stay inside the single-page app.
 */
export function ErrorCatalogueConnection({ router }: { router: AppRouter }) {
  const toasts = useToasts();

  useEffect(
    () =>
      connectErrorCatalogue({
        showError: (text, durationMs) => void toasts.error({ content: text, duration: durationMs / 1000 }),
        navigate: (path) => void router.navigate(path, { replace: true }),
        reloadPage: () => window.location.reload(),
      }),
    [toasts, router],
  );

  return null;
}
