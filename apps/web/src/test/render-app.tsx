// Renders the whole console (providers + the real route table) at a URL, as main.tsx does.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { onTestFinished } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createAppRouter } from '../app/router.ts';
import { restoreLanguage } from '../shared/i18n/i18n.ts';
import { restoreTheme } from '../shared/lib/theme.ts';
import { reloadUiSize } from '../shared/lib/ui-size.ts';

export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  // What main.tsx does on a page load: preferences come from storage.
  restoreLanguage();
  restoreTheme();
  reloadUiSize();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  onTestFinished(() => router.dispose());
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  return { ...view, user, router };
}

/** Where the router is now, as a user would read it in the address bar (path and query). */
export function currentUrl(): string {
  return window.location.pathname + window.location.search;
}
