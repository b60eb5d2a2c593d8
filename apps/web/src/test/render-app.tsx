// Renders the whole console (providers + the real route table) at a URL, as main.tsx does.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { onTestFinished } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createAppRouter } from '../app/router.ts';
import { restoreLanguage } from '../shared/i18n/i18n.ts';
import { ENVIRONMENT_PARAM } from '../shared/layout/environment-in-address.ts';
import { restoreTheme } from '../shared/lib/theme.ts';
import { reloadUiSize } from '../shared/lib/ui-size.ts';

export interface RenderAppOptions {
  /**
   * Inside React's StrictMode, which renders and runs every effect twice, as `npm run dev` does.
   * Without it a test takes a fifth less time (63.7 s against 50.0 s of CPU for the policy editor's
   * file); the route table's tests and the single sign-on callback (whose code is good once) keep
   * it (decision 0059).
   */
  strictMode?: boolean;
}

export function renderApp(path: string, { strictMode = false }: RenderAppOptions = {}) {
  window.history.replaceState(null, '', path);
  // What main.tsx does on a page load: preferences come from storage.
  restoreLanguage();
  restoreTheme();
  reloadUiSize();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  onTestFinished(() => router.dispose());
  const user = typesByPasting(userEvent.setup());
  const app = <AppProviders queryClient={queryClient} router={router} />;
  const view = render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, user, router };
}

/**
 * Where the router is now, as a user would read it in the address bar (path and query), less the
 * environment every console address names (decision 0057): environment-step.test.tsx checks that.
 */
export function currentUrl(): string {
  const params = new URLSearchParams(window.location.search);
  params.delete(ENVIRONMENT_PARAM);
  const search = params.toString();
  return window.location.pathname + (search ? `?${search}` : '');
}

/** The whole address, with the environment it names. */
export function currentAddress(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Plain text is typed as one input event, as a paste: a key at a time re-renders the whole console
 * for every character, which made typing most of the web suite's time, and
 * most tests read only the value typed. Text with keys in braces (`{Enter}`) and typing with
 * options still go key by key; a test of what happens between keys clicks and uses `user.keyboard`.
 */
function typesByPasting(user: ReturnType<typeof userEvent.setup>): ReturnType<typeof userEvent.setup> {
  const type: typeof user.type = async (element, text, options) => {
    if (options !== undefined || /[{[]/.test(text) || text.length < 2)
      return user.type(element, text, options);
    await user.click(element);
    await user.paste(text);
  };
  return { ...user, type };
}
