// The tenants' and namespaces' list state, kept in the URL by the shared list state; the server
// reads it as Pulsar Manager's page_num / page_size.
import { useMemo } from 'react';
import {
  LIST_STATE_NAMES,
  useUrlListState,
  type ListState,
  type UrlListState,
} from '../../shared/ui/index.ts';
import type { ListQuery } from './tenants.api.ts';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 10;

export interface ListParams extends UrlListState {
  /** The same state as the catalogue's list calls take it. */
  query: ListQuery;
}

/** The list state as the catalogue's list calls take it. */
export function catalogQueryOf(state: ListState): ListQuery {
  return {
    page_num: state.page,
    page_size: state.size,
    sort: state.sort,
    order: state.order,
    filter: state.filter,
  };
}

/** Reads and writes the list state; `sortKeys` are the columns the server can sort by. */
export function useListParams(sortKeys: readonly string[]): ListParams {
  const config = useMemo(() => ({ sortKeys, pageSizes: PAGE_SIZES, defaultSize: DEFAULT_SIZE }), [sortKeys]);
  const list = useUrlListState(config);
  return { ...list, query: catalogQueryOf(list.state) };
}

/** The list state a page keeps when it moves to another tenant or tab: none. */
export const LIST_PARAM_NAMES = LIST_STATE_NAMES;
