import type { ConsoleRole } from '@beacon/contracts';
import type { TranslationKey } from '../i18n/en/index.ts';

/** Icons are named, not imported, so the route table stays free of the icon library. */
export type MenuIcon =
  | 'management'
  | 'cluster'
  | 'tenant'
  | 'namespace'
  | 'topic'
  | 'function'
  | 'source'
  | 'sink'
  | 'bookie'
  | 'resourceGroup'
  | 'token'
  | 'role'
  | 'masking'
  | 'alert'
  | 'alertRule'
  | 'audit'
  | 'overview'
  | 'monitoring'
  | 'user'
  | 'apiDocs'
  | 'workbench'
  | 'policyCode'
  | 'external';

/** Route meta (spec 2): title, icon, roles, noCache, hidden. */
export interface RouteHandle {
  /** Shown in the browser tab, the sidebar, the breadcrumbs and the visited-page tabs. */
  title: TranslationKey;
  icon?: MenuIcon;
  /** Who may open it; absent means anyone signed in. */
  roles?: readonly ConsoleRole[];
  /** Re-render on every visit instead of keeping the page alive while another tab is shown. */
  noCache?: boolean;
  /**
   * Left out of the sidebar. `'for-super'` hides it only from super users, who reach the same
   * data through another item (the tenant-admin page, decision 0011); `'except-super'` from everyone
   * but super users, whose menu is the only one the spec leaves open (spec 2: a tenant admin's menu is
   * fixed) — the others reach such a page from their tenant page.
   */
  hidden?: boolean | 'for-super' | 'except-super';
  /**
   * In the sidebar only for users who may read messages in some tenant (decision 0069): a tenant
   * admin without the grant would open it only to be refused.
   */
  messageReaders?: boolean;
  /** Not listed as a visited-page tab (error pages, the refresh redirect). */
  noTab?: boolean;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}
