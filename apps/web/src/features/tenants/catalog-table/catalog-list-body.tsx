import type { CatalogFreshness } from '@beacon/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { AsyncState } from '../../../shared/ui/index.ts';
import { StatsFreshness } from './stats-freshness.tsx';

interface CatalogPage {
  total: number;
  stats: CatalogFreshness;
}

interface CatalogListBodyProps<T extends CatalogPage> {
  list: UseQueryResult<T>;
  /** The search typed: with one, an empty page is the table's "no match", not the list's empty state. */
  filter: string;
  failedTitle: string;
  forbiddenTitle: string;
  emptyText: string;
  children: (page: T) => ReactNode;
}

/** The tenants' and the namespaces' lists alike: the read's states, the figures' age, then the table. */
export function CatalogListBody<T extends CatalogPage>(props: CatalogListBodyProps<T>) {
  const { list, filter, children } = props;
  return (
    <AsyncState
      query={list}
      errorTitle={props.failedTitle}
      forbiddenTitle={props.forbiddenTitle}
      isEmpty={(page) => page.total === 0 && filter === ''}
      empty={<Empty description={props.emptyText} />}
    >
      {(page) => (
        <>
          <StatsFreshness stats={page.stats} />
          {children(page)}
        </>
      )}
    </AsyncState>
  );
}
