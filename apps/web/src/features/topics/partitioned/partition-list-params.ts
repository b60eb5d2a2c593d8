import { useSearchParams } from 'react-router';

export const PARTITION_PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 20;

/** Figures a page of partitions can be ordered by (on that page only). */
export const FIGURE_SORTS = [
  'msgRateIn',
  'msgRateOut',
  'msgThroughputIn',
  'msgThroughputOut',
  'storageSize',
] as const;
export type PartitionSort = 'partition' | (typeof FIGURE_SORTS)[number];

export interface PartitionListParams {
  page: number;
  size: number;
  sort: PartitionSort;
  order: 'asc' | 'desc';
}

const isSort = (value: string | null): value is PartitionSort =>
  value === 'partition' || (FIGURE_SORTS as readonly (string | null)[]).includes(value);

/** The table's page, size and sort as the URL gives them; anything unknown falls back to the default. */
export function readPartitionListParams(searchParams: URLSearchParams): PartitionListParams {
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const requestedSize = Number.parseInt(searchParams.get('size') ?? '', 10);
  const size = (PARTITION_PAGE_SIZES as readonly number[]).includes(requestedSize)
    ? requestedSize
    : DEFAULT_SIZE;
  const requestedSort = searchParams.get('sort');
  const sort: PartitionSort = isSort(requestedSort) ? requestedSort : 'partition';
  const order = searchParams.get('order') === 'desc' ? 'desc' : 'asc';
  return { page, size, sort, order };
}

/** Page, size and sort of the partitions table live in the URL, so every view is a link. */
export function usePartitionListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readPartitionListParams(searchParams);
  const { page } = params;

  function update(changes: Record<string, string | undefined>) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }

  return {
    params,
    setPage: (next: number, nextSize: number) =>
      update({ page: String(next), size: nextSize === DEFAULT_SIZE ? undefined : String(nextSize) }),
    setSort: (next: PartitionSort | undefined, nextOrder: 'asc' | 'desc') =>
      update({
        sort: next === undefined || next === 'partition' ? undefined : next,
        order: next === undefined || nextOrder === 'asc' ? undefined : nextOrder,
        // A new order over all partitions starts at its first page.
        page: next === 'partition' || next === undefined || page === 1 ? undefined : String(page),
      }),
  };
}

/**
 * The partition indexes on the current page. Only an order by partition spans every partition: it
 * is computed from the count alone, so page 50 of 1 000 partitions costs 20 calls.
 */
export function visibleIndexes(count: number, { page, size, sort, order }: PartitionListParams): number[] {
  const descending = sort === 'partition' && order === 'desc';
  const first = (page - 1) * size;
  const indexes: number[] = [];
  for (let offset = first; offset < Math.min(first + size, count); offset += 1)
    indexes.push(descending ? count - 1 - offset : offset);
  return indexes;
}
