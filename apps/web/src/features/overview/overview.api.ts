// The overview (issue 19 item 1) is Beacon's own API, not Pulsar's: GET {prefix}/overview for the
// environment the session has chosen (the http client sends its header).
import { API_PREFIX, OVERVIEW_PATH, type OverviewResponse } from '@beacon/contracts';
import { isHttpError, requestData } from '../../shared/api/index.ts';
import { reactionTo, reportHttpError } from '../../shared/api/error-catalogue.ts';

export type {
  NamespaceBacklog,
  OverviewResponse,
  SubscriptionBacklogEntry,
  UnhealthyBroker,
} from '@beacon/contracts';

/**
 * The page says its own failures in place (error or forbidden state), so no toast; the catalogue's
 * other reactions (a dead session, no environment chosen) still apply.
 */
export async function fetchOverview(signal: AbortSignal): Promise<OverviewResponse> {
  try {
    return await requestData<OverviewResponse>(OVERVIEW_PATH.slice(API_PREFIX.length), {
      signal,
      reportErrors: false,
    });
  } catch (error) {
    if (isHttpError(error) && reactionTo(error).kind !== 'toast') reportHttpError(error);
    throw error;
  }
}
