// The TOPICS list's state in the URL, read and written by the shared list state: a view of the list
// is a link and Back returns to it. Anything the server would refuse falls back to the default.
import { CATALOG_PAGE_SIZE_MAX, TOPIC_SORT_KEYS } from '@beacon/contracts';
import { readListState, writeListState, type ListStateConfig } from '../../../shared/ui/index.ts';
import type { TopicListQuery } from '../namespaces.api.ts';

export type TopicSortKey = (typeof TOPIC_SORT_KEYS)[number];

export const TOPIC_PAGE_SIZES = [50, 100, 500, CATALOG_PAGE_SIZE_MAX] as const;
export const DEFAULT_TOPIC_PAGE_SIZE = 100;

export const TOPIC_LIST_CONFIG: ListStateConfig<TopicSortKey> = {
  sortKeys: TOPIC_SORT_KEYS,
  pageSizes: TOPIC_PAGE_SIZES,
  defaultSize: DEFAULT_TOPIC_PAGE_SIZE,
};

export function readTopicListQuery(params: URLSearchParams): TopicListQuery {
  return readListState(params, TOPIC_LIST_CONFIG);
}

/** The same params with the list's part replaced; the defaults are left out to keep links short. */
export function writeTopicListQuery(params: URLSearchParams, query: TopicListQuery): URLSearchParams {
  return writeListState(params, query, TOPIC_LIST_CONFIG);
}
