// The palette's catalogue hits (tenants … subscriptions, brokers) for a query (decision 0097). When
// the palette opens it reads the names the user may list (GET …/catalog/names: revalidated, so names
// unchanged since the last opening answer 304) and indexes them here, a slice at a time; from then on
// each keystroke searches this copy, in the keystroke's own render, with the server's own ranking
// (contracts' NameIndex): no request per keystroke. Until the copy is in, or if it cannot be read,
// the server's search answers, at most one request per throttle step.
import {
  type CatalogNamesResponse,
  type CatalogSearchHit,
  type CatalogSearchItem,
  CatalogNamesIndexer,
  type NameIndex,
} from '@beacon/contracts';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { chosenEnvironmentName } from '../../shared/layout/environment-in-address.ts';
import { fetchCatalogNames, SEARCH_LIMIT, searchCatalog } from './palette.api.ts';

/** Entries indexed between two turns of the browser: 100 000 topics never hold a frame for long. */
const ENTRIES_PER_SLICE = 10_000;

/** The User Timing measure of each search of the browser's copy. */
export const SEARCH_MEASURE = 'beacon palette search';

const catalogKeys = {
  names: (environment: string) => ['palette', 'names', environment] as const,
  search: (environment: string, query: string) => ['palette', 'search', environment, query] as const,
};

const namesOptions = (environment: string) =>
  queryOptions({
    queryKey: catalogKeys.names(environment),
    queryFn: async ({ signal }) => indexOfNames(await fetchCatalogNames(signal)),
    // Read again at the next opening after a pass at most: the collector's default interval.
    staleTime: 30_000,
    retry: false,
  });

async function indexOfNames(names: CatalogNamesResponse): Promise<NameIndex<CatalogSearchItem>> {
  const indexer = new CatalogNamesIndexer(names);
  while (!indexer.step(ENTRIES_PER_SLICE)) await new Promise((resolve) => setTimeout(resolve, 0));
  return indexer.index;
}

/** The server's search of one query: the list's, and the one started as the query is sent. */
const searchOptions = (environment: string, query: string) =>
  queryOptions({
    queryKey: catalogKeys.search(environment, query),
    queryFn: ({ signal }) => searchCatalog(query, signal),
    staleTime: 15_000,
    retry: false,
  });

/**
 * Starts the server's search of a query in the keystroke's own event, as the throttle sends it, while
 * the names are not in: left to the list's useQuery it went out a commit later
 * (bench/palette-browser.ts, "keydown → search request sent").
 */
export function useStartSearch(): (query: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (query: string) => {
      const environment = chosenEnvironmentName() ?? '';
      if (query === '' || queryClient.getQueryData(catalogKeys.names(environment))) return;
      void queryClient.prefetchQuery(searchOptions(environment, query));
    },
    [queryClient],
  );
}

/** The best hits of the browser's copy; each search timed (a User Timing measure) for the benchmark. */
function searchNames(index: NameIndex<CatalogSearchItem>, wanted: string): CatalogSearchHit[] {
  const started = performance.now();
  // The names hold only what the user may list: every tenant in them is theirs to see.
  const hits = index.search(wanted, SEARCH_LIMIT, () => true).map(({ item, score }) => ({ ...item, score }));
  performance.measure(SEARCH_MEASURE, { start: started, detail: wanted });
  return hits;
}

export interface CatalogHits {
  hits: readonly CatalogSearchHit[];
  /** Whether `hits` answer the query as typed (not an earlier one's, kept on screen meanwhile). */
  answered: boolean;
  error: unknown;
}

/** `wanted`, the query as typed (trimmed); `sent`, the one the throttle last sent to the server. */
export function useCatalogHits(wanted: string, sent: string): CatalogHits {
  const environment = chosenEnvironmentName() ?? '';
  const index = useQuery(namesOptions(environment)).data;
  const server = useQuery({
    ...searchOptions(environment, sent),
    enabled: index === undefined && sent !== '',
    placeholderData: keepPreviousData,
  });
  const local = useMemo(
    () => (index && wanted !== '' ? searchNames(index, wanted) : undefined),
    [index, wanted],
  );
  if (index) return { hits: local ?? [], answered: true, error: null };
  const current = sent === wanted && !server.isPlaceholderData;
  return {
    hits: sent === '' ? [] : (server.data?.hits ?? []),
    answered: current && (server.isSuccess || server.isError),
    error: current ? server.error : null,
  };
}
