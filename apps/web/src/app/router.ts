import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { createRoutes } from '../routes.tsx';
import { basePath } from '../shared/lib/base-path.ts';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(queryClient: QueryClient): AppRouter {
  // Under BEACON_BASE_PATH the routes stay as they are; the router adds and removes the prefix.
  return createBrowserRouter(createRoutes(queryClient), { basename: basePath() || '/' });
}
