// The visited-page tabs (spec 1, "tags view") and which of those pages are kept alive while
// another is shown. One store per console shell; the tab bar and the page area both read it.
import { createContext, use, useSyncExternalStore } from 'react';
import type { TranslationKey } from '../../i18n/en/index.ts';

export interface VisitedView {
  /** One tab per path; a new query string on the same path updates the tab (Pulsar Manager). */
  pathname: string;
  /** Path and query, where clicking the tab leads. */
  fullPath: string;
  title: TranslationKey;
  noCache: boolean;
}

interface Snapshot {
  views: readonly VisitedView[];
  /** Pathnames whose page is kept alive. */
  cached: ReadonlySet<string>;
}

export class VisitedViews {
  private snapshot: Snapshot = { views: [], cached: new Set() };
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly current = (): Snapshot => this.snapshot;

  visit(view: VisitedView): void {
    const { views, cached } = this.snapshot;
    const existing = views.find((candidate) => candidate.pathname === view.pathname);
    if (existing?.fullPath === view.fullPath && (view.noCache || cached.has(view.pathname))) return;
    this.publish(
      existing ? views.map((candidate) => (candidate === existing ? view : candidate)) : [...views, view],
      view.noCache ? cached : new Set(cached).add(view.pathname),
    );
  }

  /** Forgets a page's kept-alive state, so its next render starts afresh. */
  forget(pathname: string): void {
    const cached = new Set(this.snapshot.cached);
    cached.delete(pathname);
    this.publish(this.snapshot.views, cached);
  }

  forgetAll(): void {
    this.publish(this.snapshot.views, new Set());
  }

  close(pathname: string): void {
    const cached = new Set(this.snapshot.cached);
    cached.delete(pathname);
    this.publish(
      this.snapshot.views.filter((view) => view.pathname !== pathname),
      cached,
    );
  }

  closeOthers(pathname: string): void {
    const kept = this.snapshot.views.filter((view) => view.pathname === pathname);
    this.publish(kept, new Set([...this.snapshot.cached].filter((cachedPath) => cachedPath === pathname)));
  }

  closeAll(): void {
    this.publish([], new Set());
  }

  private publish(views: readonly VisitedView[], cached: ReadonlySet<string>): void {
    this.snapshot = { views, cached };
    for (const listener of this.listeners) listener();
  }
}

export const VisitedViewsContext = createContext<VisitedViews | undefined>(undefined);

export function useVisitedViewsStore(): VisitedViews {
  const store = use(VisitedViewsContext);
  if (!store) throw new Error('useVisitedViews() needs the console shell above it');
  return store;
}

export function useVisitedViews(): Snapshot {
  const store = useVisitedViewsStore();
  return useSyncExternalStore(store.subscribe, store.current, store.current);
}
