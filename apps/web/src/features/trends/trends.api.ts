// GET {prefix}/catalog/trends (decision 0093): a topic's, a subscription's or (no topic) the
// environment's backlog and rates, for the environment the session has chosen.
import { API_PREFIX, TRENDS_PATH, type TrendRange, type TrendsResponse } from '@beacon/contracts';
import { isHttpError, requestData } from '../../shared/api/index.ts';
import { reactionTo, reportHttpError } from '../../shared/api/error-catalogue.ts';

export type { TrendPoint, TrendRange, TrendsResponse } from '@beacon/contracts';

/** Whose trends: a topic (full name), one of its subscriptions, or the environment (neither). */
export interface TrendsTarget {
  topic?: string | undefined;
  subscription?: string | undefined;
}

/** The panel says its own failures in place; the catalogue's other reactions still apply. */
export async function fetchTrends(
  target: TrendsTarget,
  range: TrendRange,
  signal: AbortSignal,
): Promise<TrendsResponse> {
  try {
    return await requestData<TrendsResponse>(TRENDS_PATH.slice(API_PREFIX.length), {
      signal,
      reportErrors: false,
      query: { topic: target.topic, subscription: target.subscription, range },
    });
  } catch (error) {
    if (isHttpError(error) && reactionTo(error).kind !== 'toast') reportHttpError(error);
    throw error;
  }
}
