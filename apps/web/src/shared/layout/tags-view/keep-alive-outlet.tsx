import { Activity, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
  type Location,
} from 'react-router';
import { setHiddenPages, subscribeToDiscards } from '../../forms/index.ts';
import { PageErrorBoundary } from '../page-error-boundary.tsx';
import { useCurrentRoute } from '../use-current-route.ts';
import { useVisitedViews, useVisitedViewsStore } from './visited-views.ts';

interface KeptPage {
  element: ReactNode;
  location: Location;
}

/**
 * The page area. Pages without `noCache` stay mounted, hidden (React's <Activity>), while another
 * tab is shown, so coming back finds them as they were; `noCache` pages mount afresh on every
 * visit (spec 2, Pulsar Manager's keep-alive). A hidden page keeps seeing the location it was
 * last shown at, not the one of the page in front.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { handle, pathname, fullPath } = useCurrentRoute();
  const store = useVisitedViewsStore();
  const { cached } = useVisitedViews();
  const [kept, setKept] = useState<ReadonlyMap<string, KeptPage>>(new Map());
  const keepAlive = Boolean(handle && !handle.noCache);

  useEffect(() => {
    if (!handle || handle.noTab) return;
    store.visit({ pathname, fullPath, title: handle.title, noCache: Boolean(handle.noCache) });
  }, [store, handle, pathname, fullPath]);

  // Remember the page shown now (adjusting state while rendering, as React recommends for state
  // derived from props), and drop pages whose tab was closed or refreshed.
  const shouldKeep = keepAlive;
  const stale = [...kept.keys()].filter((key) => key !== pathname && !cached.has(key));
  if ((shouldKeep && kept.get(pathname)?.location !== location) || stale.length > 0) {
    const next = new Map(kept);
    for (const key of stale) next.delete(key);
    if (shouldKeep) next.set(pathname, { element: outlet, location });
    setKept(next);
  }

  // The forms registry must know which pages are only hidden before their effects are cleaned
  // up (passive effects run after layout effects), so their unsaved changes keep counting.
  const shown = shouldKeep ? pathname : undefined;
  useLayoutEffect(() => {
    setHiddenPages(new Set([...kept.keys()].filter((key) => key !== shown)));
  }, [kept, shown]);
  useLayoutEffect(() => () => setHiddenPages(new Set()), []);

  // Discarded changes must not be found again on coming back: the page starts afresh. Dropping it
  // from the kept pages is not enough: on a slow machine React may never render the page the user
  // left for before they come back (the location it skips is not a render of its own), so the
  // page's element would stay mounted. A new key per discard remounts it whatever React renders.
  const [discards, setDiscards] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(
    () =>
      subscribeToDiscards((pages) => {
        pages.forEach((page) => store.forget(page));
        setDiscards((counts) => {
          const next = new Map(counts);
          for (const page of pages) next.set(page, (counts.get(page) ?? 0) + 1);
          return next;
        });
      }),
    [store],
  );
  const keyOf = (page: string) => `${page}#${discards.get(page) ?? 0}`;

  return (
    <>
      {[...kept].map(([key, page]) => (
        <Activity key={keyOf(key)} mode={key === pathname && shouldKeep ? 'visible' : 'hidden'}>
          <UNSAFE_LocationContext value={{ location: page.location, navigationType }}>
            <PageErrorBoundary>{key === pathname && shouldKeep ? outlet : page.element}</PageErrorBoundary>
          </UNSAFE_LocationContext>
        </Activity>
      ))}
      {/* Keyed by path, not path and query: a page's own list state (sort, filter, tab) lives in the
          query, and changing it must not remount the page and lose focus or scroll. */}
      {!shouldKeep && (
        <div key={keyOf(pathname)}>
          <PageErrorBoundary>{outlet}</PageErrorBoundary>
        </div>
      )}
    </>
  );
}
