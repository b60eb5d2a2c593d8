// GET {prefix}/history and POST {prefix}/history/restore (decision 0095): a versioned resource's
// changes in the environment the session has chosen, and the calls that put a version back.
import {
  API_PREFIX,
  HISTORY_PATH,
  HISTORY_RESTORE_PATH,
  type HistoryKind,
  type HistoryResponse,
  type HistoryRestoreResponse,
  type RestoreVersion,
} from '@beacon/contracts';
import { isHttpError, requestData } from '../../shared/api/index.ts';
import { reactionTo, reportHttpError } from '../../shared/api/error-catalogue.ts';

export type {
  HistoryEntry,
  HistoryKind,
  HistoryResponse,
  HistoryRestoreResponse,
  HistoryValue,
  RestoreVersion,
} from '@beacon/contracts';

/** Whose history: a kind and its name (none: every broker setting). */
export interface HistoryTarget {
  kind: HistoryKind;
  name?: string | undefined;
}

/** The panel says its own failures in place; the catalogue's other reactions (a lost session) still apply. */
async function inPlace<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isHttpError(error) && reactionTo(error).kind !== 'toast') reportHttpError(error);
    throw error;
  }
}

export function fetchHistory(target: HistoryTarget, signal: AbortSignal): Promise<HistoryResponse> {
  return inPlace(() =>
    requestData<HistoryResponse>(HISTORY_PATH.slice(API_PREFIX.length), {
      signal,
      reportErrors: false,
      query: { kind: target.kind, name: target.name },
    }),
  );
}

export function fetchRestorePlan(id: string, version: RestoreVersion): Promise<HistoryRestoreResponse> {
  return inPlace(() =>
    requestData<HistoryRestoreResponse>(HISTORY_RESTORE_PATH.slice(API_PREFIX.length), {
      method: 'POST',
      json: { id, version },
      reportErrors: false,
    }),
  );
}
