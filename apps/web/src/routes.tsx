// The route table (architecture §3). Routes stay thin: guard, prefetch, page. Every page but the
// login page is lazy, so a signed-out visitor downloads only what the login page needs.
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RootLayout } from './app/root-layout.tsx';
import { RouteErrorPage } from './app/route-error-page.tsx';
import type { RouteHandle } from './app/route-handle.ts';
import { LoginPage, userInfoQueryOptions } from './features/auth/index.ts';
import { HOME_PATH, LOGIN_PATH, requireSession, skipLoginWhenSignedIn } from './shared/auth/index.ts';
import { PageLoading } from './shared/ui/page-loading.tsx';

export const NOT_FOUND_PATH = '/404';

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
          handle: { title: 'auth.login.pageTitle' } satisfies RouteHandle,
        },
        {
          path: HOME_PATH,
          loader: (args: LoaderFunctionArgs) => {
            const toLogin = requireSession(args);
            // Ask for the user's roles while the page's code is still downloading.
            if (!toLogin) void queryClient.prefetchQuery(userInfoQueryOptions());
            return toLogin;
          },
          lazy: { Component: async () => (await import('./features/dashboard/index.ts')).HomePage },
          handle: { title: 'dashboard.home.pageTitle' } satisfies RouteHandle,
        },
        {
          path: NOT_FOUND_PATH,
          lazy: { Component: async () => (await import('./features/errors/index.ts')).NotFoundPage },
          handle: { title: 'errors.notFound.pageTitle' } satisfies RouteHandle,
        },
        { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
      ],
    },
  ];
}
