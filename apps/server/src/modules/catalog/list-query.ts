// Paging, sorting and name filtering shared by the enriched lists. A bad query is a 400 with the
// schema's own message (Pulsar Manager's texts), an unknown sort key a 400 naming the allowed keys.
import { type CatalogListQuery, catalogListQuerySchema } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';

export interface ListQuery<Key extends string> extends Omit<CatalogListQuery, 'sort'> {
  sort: Key;
}

export function parseListQuery<Key extends string>(
  raw: unknown,
  sortKeys: readonly Key[],
  defaultSort: Key,
): ListQuery<Key> {
  const parsed = catalogListQuerySchema.safeParse(raw ?? {});
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'invalid query');
  const sort = parsed.data.sort === undefined || parsed.data.sort === '' ? defaultSort : parsed.data.sort;
  if (!(sortKeys as readonly string[]).includes(sort))
    throw new HttpError(400, `sort must be one of ${sortKeys.join(', ')}`);
  return { ...parsed.data, sort: sort as Key };
}

/** Keeps the names that contain `filter`, case-insensitively. */
export function filterByName<Item>(
  items: readonly Item[],
  nameOf: (item: Item) => string,
  filter: string,
): Item[] {
  if (filter === '') return [...items];
  const needle = filter.toLowerCase();
  return items.filter((item) => nameOf(item).toLowerCase().includes(needle));
}

/**
 * Sorts by a number (ties by name) or by name, in code-point order. Items already in name order
 * (`byNameAlready`) skip the name comparison of ties: the sort is stable, which keeps 100 000 idle
 * topics (all ties) fast.
 */
export function sortItems<Item>(
  items: Item[],
  valueOf: ((item: Item) => number) | undefined,
  nameOf: (item: Item) => string,
  order: 'asc' | 'desc',
  byNameAlready = false,
): Item[] {
  const direction = order === 'asc' ? 1 : -1;
  const byName = (left: Item, right: Item) => {
    const a = nameOf(left);
    const b = nameOf(right);
    return a < b ? -1 : a > b ? 1 : 0;
  };
  if (!valueOf) return items.sort((left, right) => direction * byName(left, right));
  const decorated = items.map((item) => ({ item, value: valueOf(item) }));
  decorated.sort(
    byNameAlready
      ? (left, right) => direction * (left.value - right.value)
      : (left, right) => direction * (left.value - right.value) || byName(left.item, right.item),
  );
  return decorated.map((entry) => entry.item);
}

export function pageOf<Item>(items: readonly Item[], query: { page_num: number; page_size: number }): Item[] {
  const start = (query.page_num - 1) * query.page_size;
  return items.slice(start, start + query.page_size);
}
