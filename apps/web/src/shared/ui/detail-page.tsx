import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AsyncState, type AsyncStateProps, type NotFoundText } from './async-state.tsx';
import { NotFoundState } from './not-found-state.tsx';
import { PageLoading } from './page-loading.tsx';

export const TAB_PARAM = 'tab';

export interface DetailTab {
  /** Its name in `?tab=`: kept as today's (and Pulsar Manager's) links have them. */
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface DetailPageProps {
  header: ReactNode;
  /** The page's tabs; or, for a page without tabs (a failure domain, an isolation policy), `body`. */
  tabs?: readonly DetailTab[];
  /** The tab without `?tab=` (or with an unknown one). */
  defaultTab?: string;
  /** Shown where the tabs would be, on a page that has none. */
  body?: ReactNode;
  /** When given, the resource is missing: the page is only NotFoundState, no header, tabs or operations. */
  notFound?: NotFoundText | undefined;
  /** The page's own read: while it loads or fails, its state stands where the tabs would be. */
  read?: Omit<AsyncStateProps<unknown>, 'children' | 'isEmpty' | 'empty' | 'notFound'> | undefined;
  /** While true, the page's loading state stands where the tabs would be (the header stays). */
  loading?: boolean;
  /** Instead of setting `?tab=` alone (which keeps a list's page and sort in the URL). */
  onTabChange?: ((key: string) => void) | undefined;
  destroyOnHidden?: boolean;
  className?: string | undefined;
}

/** The tab `?tab=` names, when it is one of `keys`; else `defaultTab`. */
export function useDetailTab<K extends string>(keys: readonly K[], defaultTab: K): K {
  const [params] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  return keys.find((key) => key === requested) ?? defaultTab;
}

/**
 * One frame for the detail pages (tenant, namespace, topic, partitioned topic, subscription, failure
 * domain, isolation policy): a header, tabs whose active tab lives in the URL (or one body), the
 * page's read framed by AsyncState, and a not-found page in place of all of it when the resource
 * does not exist.
 */
export function DetailPage({
  header,
  tabs = [],
  defaultTab = '',
  body,
  notFound,
  read,
  loading = false,
  onTabChange,
  destroyOnHidden = false,
  className,
}: DetailPageProps) {
  const [, setSearchParams] = useSearchParams();
  const active = useDetailTab(
    tabs.map((tab) => tab.key),
    defaultTab,
  );
  if (notFound) return <NotFoundState {...notFound} />;

  function openTab(key: string) {
    if (onTabChange) return onTabChange(key);
    // Only the tab changes; a list's page, sort and filter stay in the URL for when it comes back.
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(TAB_PARAM, key);
        return params;
      },
      { replace: true },
    );
  }

  const tabsView = body ?? (
    <Tabs
      activeKey={active}
      onChange={openTab}
      destroyOnHidden={destroyOnHidden}
      items={tabs.map(({ key, label, children }) => ({ key, label, children }))}
    />
  );
  return (
    <div className={className}>
      {header}
      {loading ? <PageLoading /> : read ? <AsyncState {...read}>{() => tabsView}</AsyncState> : tabsView}
    </div>
  );
}
