// The visited-page tabs (spec 1, "tags view") and which of those pages are kept alive while
// another is shown. One store per console shell; the tab bar and the page area both read it.
// The tabs survive a reload of the browser tab (session storage, per user); the kept-alive pages
// cannot, so they start afresh.
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

/** Where the tabs are kept across reloads: one browser tab's session storage, under one key. */
export interface TabStorage {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  key: string;
}

export class VisitedViews {
  private snapshot: Snapshot;
  private readonly listeners = new Set<() => void>();
  private readonly saved: TabStorage | undefined;

  constructor(saved?: TabStorage) {
    this.saved = saved;
    this.snapshot = { views: saved ? restoreViews(saved) : [], cached: new Set() };
  }

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

  /** Closes every tab whose page matches, e.g. the pages of a resource that was deleted. */
  closeWhere(matches: (pathname: string) => boolean): void {
    const closing = this.snapshot.views.filter((view) => matches(view.pathname));
    if (closing.length === 0) return;
    const cached = new Set([...this.snapshot.cached].filter((pathname) => !matches(pathname)));
    this.publish(
      this.snapshot.views.filter((view) => !closing.includes(view)),
      cached,
    );
  }

  private publish(views: readonly VisitedView[], cached: ReadonlySet<string>): void {
    if (views !== this.snapshot.views) saveViews(this.saved, views);
    this.snapshot = { views, cached };
    for (const listener of this.listeners) listener();
  }
}

function saveViews(saved: TabStorage | undefined, views: readonly VisitedView[]): void {
  try {
    saved?.storage.setItem(saved.key, JSON.stringify(views));
  } catch {
    // Storage full or disabled: the tabs still work, they just will not survive a reload.
  }
}

/** The saved tabs, keeping only well-formed entries (the value may come from an older console). */
function restoreViews({ storage, key }: TabStorage): VisitedView[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isVisitedView) : [];
  } catch {
    return [];
  }
}

function isVisitedView(value: unknown): value is VisitedView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return (
    typeof view.pathname === 'string' &&
    typeof view.fullPath === 'string' &&
    view.fullPath.startsWith('/') &&
    typeof view.title === 'string' &&
    typeof view.noCache === 'boolean'
  );
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
