// The TOPICS list's state lives in the URL (page, size, sort, order, filter), so a view of the list
// is a link and Back returns to it. Anything the server would refuse falls back to the default.
import { CATALOG_PAGE_SIZE_MAX, TOPIC_SORT_KEYS } from '@beacon/contracts';
import type { TopicListQuery } from '../namespaces.api.ts';

export type TopicSortKey = (typeof TOPIC_SORT_KEYS)[number];

export const TOPIC_PAGE_SIZES = [50, 100, 500, CATALOG_PAGE_SIZE_MAX] as const;
export const DEFAULT_TOPIC_PAGE_SIZE = 100;

const isSortKey = (value: string | null): value is TopicSortKey =>
  (TOPIC_SORT_KEYS as readonly (string | null)[]).includes(value);

export function readTopicListQuery(params: URLSearchParams): TopicListQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    size: (TOPIC_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_TOPIC_PAGE_SIZE,
    sort: isSortKey(sort) ? sort : undefined,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    filter: (params.get('filter') ?? '').trim(),
  };
}

/** The same params with the list's part replaced; the defaults are left out to keep links short. */
export function writeTopicListQuery(params: URLSearchParams, query: TopicListQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) =>
    value === undefined ? next.delete(name) : next.set(name, value);
  set('page', query.page === 1 ? undefined : String(query.page));
  set('size', query.size === DEFAULT_TOPIC_PAGE_SIZE ? undefined : String(query.size));
  set('sort', query.sort);
  set('order', query.sort ? query.order : undefined);
  set('filter', query.filter || undefined);
  return next;
}
