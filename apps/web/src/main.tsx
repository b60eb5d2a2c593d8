import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/global.css';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter, type AppRouter } from './app/router.ts';
import { LOGIN_PATH } from './shared/auth/index.ts';
import { restoreLanguage } from './shared/i18n/i18n.ts';
import { captureUncaughtErrors } from './shared/lib/error-log.ts';
import { restoreTheme } from './shared/lib/theme.ts';

captureUncaughtErrors();
restoreLanguage();
restoreTheme();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
// From here React owns the page: index.html's stand-in handlers of the login form stand down.
container.dataset.app = 'react';
const app = <AppRoot queryClient={queryClient} router={router} />;

// On /login the built index.html has already painted the prerendered login form into #root
// (decision 0029). React adopts that markup once the router has settled on the same page; if the
// route went elsewhere (a signed-in user is sent home), the markup is dropped and the app renders.
if (container.firstElementChild) {
  void whenRouterSettled(router).then(() => {
    if (router.state.location.pathname === LOGIN_PATH && !router.state.errors) hydrateRoot(container, app);
    else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
} else {
  createRoot(container).render(app);
}

/** The first render must match the prerendered page, so wait for the first navigation's loaders. */
function whenRouterSettled(appRouter: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (appRouter.state.initialized && appRouter.state.navigation.state === 'idle') return resolve();
    const unsubscribe = appRouter.subscribe((state) => {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      unsubscribe();
      resolve();
    });
  });
}
