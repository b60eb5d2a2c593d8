// The shell's tab store: saved in this browser tab's session storage (one key per user, so another
// user signing in here does not inherit the tabs), and closing the tabs of resources that are gone.
import { useEffect } from 'react';
import { readSession } from '../../auth/index.ts';
import { onGone, type GoneResource } from '../../lib/gone-resources.ts';
import { deletedResource, pageResource, pageShows } from './resource-paths.ts';
import { VisitedViews } from './visited-views.ts';

export const VISITED_VIEWS_KEY = 'beacon.visitedViews';

export function createSessionTabs(): VisitedViews {
  try {
    const user = readSession().username ?? '';
    return new VisitedViews({ storage: sessionStorage, key: `${VISITED_VIEWS_KEY}:${user}` });
  } catch {
    // Session storage disabled: tabs for this page only.
    return new VisitedViews();
  }
}

/** Closes the tabs of resources reported gone while the shell is shown. */
export function useClosingGoneTabs(views: VisitedViews): void {
  useEffect(() => onGone((gone) => views.closeWhere(closesTab(gone))), [views]);
}

function closesTab(gone: GoneResource): (pathname: string) => boolean {
  if (gone.kind === 'not-found') {
    // The page itself, and the pages inside a resource found missing (a missing namespace's topics).
    const missing = pageResource(gone.pathname);
    return (pathname) =>
      pathname === gone.pathname || (missing !== undefined && pageShows(pathname, missing));
  }
  const deleted = deletedResource(gone.adminPath);
  return (pathname) => deleted !== undefined && pageShows(pathname, deleted);
}
