// The palette's calls for the catalogue, answered by the server from memory, never by Pulsar: the
// names the user may list (GET {prefix}/catalog/names, decision 0097), searched in the browser, and
// the server's own search (GET {prefix}/catalog/search, decision 0092) until they are in. The http
// client sends the environment header.
import type { CatalogNamesResponse, CatalogSearchResponse } from '@beacon/contracts';
import { isHttpError, requestData } from '../../shared/api/index.ts';
import { reactionTo, reportHttpError } from '../../shared/api/error-catalogue.ts';

/** Hits asked of the server per query: more than the list shows, so local ones can interleave. */
export const SEARCH_LIMIT = 20;

/** The list says a failure in place, so no toast; a dead session or no environment still react. */
async function inPlace<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isHttpError(error) && reactionTo(error).kind !== 'toast') reportHttpError(error);
    throw error;
  }
}

export function searchCatalog(query: string, signal: AbortSignal): Promise<CatalogSearchResponse> {
  return inPlace(() =>
    requestData<CatalogSearchResponse>('/catalog/search', {
      signal,
      query: { q: query, limit: SEARCH_LIMIT },
      reportErrors: false,
    }),
  );
}

/** Revalidated by the browser's cache (the answer's ETag): unchanged names come back as a 304. */
export function fetchCatalogNames(signal: AbortSignal): Promise<CatalogNamesResponse> {
  return inPlace(() => requestData<CatalogNamesResponse>('/catalog/names', { signal, reportErrors: false }));
}
