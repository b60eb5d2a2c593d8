// The route table (architecture §3, spec 2). Only the login page is part of the first download;
// every other screen, antd and the console shell load when first needed (decision 0013).
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { toRouteObjects } from './shared/layout/console-route.ts';
import { PageLoading } from './shared/ui/page-loading.tsx';
import { RootLayout } from './app/root-layout.tsx';
import { RouteErrorPage } from './app/route-error-page.tsx';
import type { RouteHandle } from './shared/layout/route-handle.ts';
import { consoleRoutes } from './console-routes.ts';
import { LoginPage } from './features/auth/login/login-page.tsx';
import { loadConsoleTexts } from './shared/i18n/i18n.ts';
import {
  LOGIN_PATH,
  NOT_FOUND_PATH,
  UNAUTHORIZED_PATH,
  guardRoute,
  skipLoginWhenSignedIn,
} from './shared/auth/index.ts';

export { NOT_FOUND_PATH };

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageLoading,
      children: [
        {
          path: LOGIN_PATH,
          loader: skipLoginWhenSignedIn,
          element: <LoginPage />,
          handle: { title: 'routes.login', hidden: true } satisfies RouteHandle,
        },
        {
          path: '/callback',
          lazy: {
            Component: async () => (await import('./features/auth/sso/callback-page.tsx')).CallbackPage,
          },
          handle: { title: 'routes.callback', hidden: true } satisfies RouteHandle,
        },
        {
          path: '/auth-redirect',
          lazy: {
            Component: async () =>
              (await import('./features/auth/sso/auth-redirect-page.tsx')).AuthRedirectPage,
          },
          handle: { title: 'routes.authRedirect', hidden: true } satisfies RouteHandle,
        },
        {
          // antd (themed, sized, localised) for everything below: the error pages and the shell.
          lazy: {
            Component: async () => {
              // The console's texts arrive with antd, before any screen below renders.
              const [{ AntdOutlet }] = await Promise.all([
                import('./app/antd-outlet.tsx'),
                loadConsoleTexts(),
              ]);
              return AntdOutlet;
            },
          },
          children: [
            {
              path: NOT_FOUND_PATH,
              lazy: { Component: async () => (await import('./features/errors/index.ts')).NotFoundPage },
              handle: { title: 'routes.notFound', hidden: true } satisfies RouteHandle,
            },
            {
              // First-run setup (decision 0034): public, with the token of the server's setup link.
              path: '/setup',
              lazy: {
                Component: async () => (await import('./features/auth/setup/setup-page.tsx')).SetupPage,
              },
              handle: { title: 'routes.setup', hidden: true } satisfies RouteHandle,
            },
            {
              path: UNAUTHORIZED_PATH,
              lazy: { Component: async () => (await import('./features/errors/index.ts')).UnauthorizedPage },
              handle: { title: 'routes.unauthorized', hidden: true } satisfies RouteHandle,
            },
            {
              lazy: { Component: async () => (await import('./app/console-shell.tsx')).ConsoleShell },
              children: [
                {
                  // Spec 4: "refresh" replaces the route with /redirect/<path>, which leads back.
                  path: '/redirect/*',
                  loader: guardRoute(queryClient, undefined),
                  lazy: {
                    Component: async () => (await import('./shared/layout/redirect-page.tsx')).RedirectPage,
                  },
                  handle: {
                    title: 'routes.redirect',
                    hidden: true,
                    noCache: true,
                    noTab: true,
                  } satisfies RouteHandle,
                },
                ...toRouteObjects(consoleRoutes, queryClient),
              ],
            },
          ],
        },
        { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
      ],
    },
  ];
}
