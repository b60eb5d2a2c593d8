// Build-time entry (apps/web/build/prerender-login.ts): renders the login page, in each language,
// as the browser's first render will draw it, so index.html can paint the form before any script
// has run and React can then hydrate it (decision 0029).
import { STORAGE_KEYS } from '@beacon/contracts';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '../../../app/app-root.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { createRoutes } from '../../../routes.tsx';
import { LOGIN_PATH, USERNAME_COOKIE } from '../../../shared/auth/index.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, i18n, type LanguageCode } from '../../../shared/i18n/i18n.ts';
import { THEMES, THEME_STORAGE_KEY } from '../../../shared/lib/theme.ts';

/** What the first-paint scripts must read exactly as the app does: the stored language and theme. */
export const FIRST_PAINT_SETTINGS = {
  languages: LANGUAGES,
  defaultLanguage: DEFAULT_LANGUAGE,
  languageKey: STORAGE_KEYS.language,
  themes: THEMES,
  // restoreTheme()'s fallback.
  defaultTheme: 'light',
  themeKey: THEME_STORAGE_KEY,
  loginPath: LOGIN_PATH,
  sessionCookie: USERNAME_COOKIE,
};

/** The markup of #root on /login for a visitor who is not signed in, in the given language. */
export async function renderLoginPage(language: LanguageCode): Promise<string> {
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [LOGIN_PATH] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  if (router.state.location.pathname !== LOGIN_PATH || router.state.errors) {
    throw new Error(`the login route did not render: ${JSON.stringify(router.state.errors)}`);
  }
  try {
    return renderToString(<AppRoot queryClient={queryClient} router={router} />);
  } finally {
    router.dispose();
    queryClient.clear();
  }
}
