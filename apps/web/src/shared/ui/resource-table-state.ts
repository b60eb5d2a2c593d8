// A list's state lives in the URL query (page, size, sort, order, filter), so every view of a list
// is a link and Back returns to the same page of the same search. Anything the server would refuse
// (an unknown sort key, a page size it does not offer) falls back to the default; the defaults are
// left out of the URL to keep links short.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListState<Sort extends string = string> {
  page: number;
  size: number;
  sort: Sort | undefined;
  order: 'asc' | 'desc';
  filter: string;
}

export interface ListStateConfig<Sort extends string = string> {
  /** The columns the server can sort by. */
  sortKeys: readonly Sort[];
  /** The page sizes offered; another size in the URL reads as the default. */
  pageSizes: readonly number[];
  defaultSize: number;
}

/** The query names a list owns: a page moving to another tenant or tab drops them. */
export const LIST_STATE_NAMES = ['page', 'size', 'sort', 'order', 'filter'] as const;

export function readListState<Sort extends string>(
  params: URLSearchParams,
  config: ListStateConfig<Sort>,
): ListState<Sort> {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    size: config.pageSizes.includes(size) ? size : config.defaultSize,
    sort: (config.sortKeys as readonly (string | null)[]).includes(sort) ? (sort as Sort) : undefined,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    filter: (params.get('filter') ?? '').trim(),
  };
}

/** The same params with the list's part replaced. */
export function writeListState<Sort extends string>(
  params: URLSearchParams,
  state: ListState<Sort>,
  config: Pick<ListStateConfig<Sort>, 'defaultSize'>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) =>
    value === undefined ? next.delete(name) : next.set(name, value);
  set('page', state.page === 1 ? undefined : String(state.page));
  set('size', state.size === config.defaultSize ? undefined : String(state.size));
  set('sort', state.sort);
  set('order', state.sort && state.order === 'desc' ? 'desc' : undefined);
  set('filter', state.filter || undefined);
  return next;
}

export interface UrlListState<Sort extends string = string> {
  state: ListState<Sort>;
  pageSizes: readonly number[];
  /** A new page size starts again from the first page. */
  setPage: (page: number, size: number) => void;
  /** A new sort starts again from the first page; no sort is the server's own order. */
  setSort: (sort: Sort | undefined, order: 'asc' | 'desc') => void;
  /** A new search starts again from the first page. */
  setFilter: (filter: string) => void;
}

interface UseUrlListStateOptions {
  /** Replace the history entry instead of adding one (a search typed key by key). */
  replace?: boolean;
}

export function useUrlListState<Sort extends string>(
  config: ListStateConfig<Sort>,
  { replace = false }: UseUrlListStateOptions = {},
): UrlListState<Sort> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, config), [params, config]);

  const update = useCallback(
    (change: Partial<ListState<Sort>>) =>
      setParams(
        (current) => writeListState(current, { ...readListState(current, config), ...change }, config),
        {
          replace,
        },
      ),
    [setParams, config, replace],
  );

  return {
    state,
    pageSizes: config.pageSizes,
    setPage: (page, size) => update({ page: size === state.size ? page : 1, size }),
    setSort: (sort, order) => update({ sort, order, page: 1 }),
    setFilter: (filter) => update({ filter: filter.trim(), page: 1 }),
  };
}
