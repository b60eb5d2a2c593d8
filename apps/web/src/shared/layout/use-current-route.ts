import { useLocation, useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from './route-handle.ts';

/** The deepest matched route's meta, with the location it was matched for. */
export function useCurrentRoute(): { handle: RouteHandle | undefined; pathname: string; fullPath: string } {
  const { pathname, search } = useLocation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  return { handle, pathname, fullPath: pathname + search };
}
