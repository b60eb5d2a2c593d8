// List state lives in the URL query (page, size, sort, order, filter) so every view is a link and
// Back returns to the same page of the same search.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListQuery } from './tenants.api.ts';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 10;

export interface ListParams {
  query: ListQuery;
  setPage: (page: number, size: number) => void;
  setSort: (sort: string | undefined, order: 'asc' | 'desc') => void;
  setFilter: (filter: string) => void;
}

function positive(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Reads and writes the list state; `sortKeys` are the columns the server can sort by. */
export function useListParams(sortKeys: readonly string[]): ListParams {
  const [params, setParams] = useSearchParams();

  const query = useMemo<ListQuery>(() => {
    const sort = params.get('sort') ?? undefined;
    return {
      page_num: positive(params.get('page'), 1),
      page_size: positive(params.get('size'), DEFAULT_SIZE),
      sort: sort && sortKeys.includes(sort) ? sort : undefined,
      order: params.get('order') === 'desc' ? 'desc' : 'asc',
      filter: params.get('filter')?.trim() ?? '',
    };
  }, [params, sortKeys]);

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  return {
    query,
    setPage: (page, size) =>
      update({
        // A new page size starts again from the first page.
        page: size !== query.page_size || page <= 1 ? undefined : String(page),
        size: size === DEFAULT_SIZE ? undefined : String(size),
      }),
    setSort: (sort, order) =>
      update({ sort, order: sort && order === 'desc' ? 'desc' : undefined, page: undefined }),
    setFilter: (filter) => update({ filter: filter.trim(), page: undefined }),
  };
}

/** The list state a page keeps when it moves to another tenant or tab: none. */
export const LIST_PARAM_NAMES = ['page', 'size', 'sort', 'order', 'filter'] as const;
