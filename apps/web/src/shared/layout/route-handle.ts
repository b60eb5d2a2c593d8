import type { TranslationKey } from '../shared/i18n/en/index.ts';

/** Route meta (architecture §3). Grows with the console shell: icon, roles, noCache, hidden. */
export interface RouteHandle {
  /** Shown in the browser tab. */
  title: TranslationKey;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}
