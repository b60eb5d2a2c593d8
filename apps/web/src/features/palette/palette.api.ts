// The palette's one call: the catalogue's search (GET {prefix}/catalog/search), answered by the
// server from memory, never by Pulsar (decision 0092). The http client sends the environment header.
import type { CatalogSearchResponse } from '@beacon/contracts';
import { isHttpError, requestData } from '../../shared/api/index.ts';
import { reactionTo, reportHttpError } from '../../shared/api/error-catalogue.ts';

/** Hits asked of the server per query: more than the list shows, so local ones can interleave. */
export const SEARCH_LIMIT = 20;

/** The list says a failure in place, so no toast; a dead session or no environment still react. */
export async function searchCatalog(query: string, signal: AbortSignal): Promise<CatalogSearchResponse> {
  try {
    return await requestData<CatalogSearchResponse>('/catalog/search', {
      signal,
      query: { q: query, limit: SEARCH_LIMIT },
      reportErrors: false,
    });
  } catch (error) {
    if (isHttpError(error) && reactionTo(error).kind !== 'toast') reportHttpError(error);
    throw error;
  }
}
