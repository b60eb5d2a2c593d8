// Beacon's environments (spec 3 and 7): GET {prefix}/environments → {total, data}.
import type { EnvironmentStatus, EnvironmentSummary } from '@beacon/contracts';
import { requestData } from '../../shared/api/index.ts';

export type { EnvironmentStatus, EnvironmentSummary };

export interface EnvironmentList {
  total: number;
  data: EnvironmentSummary[];
}

/** The switcher shows its own error state, so a failure does not toast on every page. */
export function fetchEnvironments(signal: AbortSignal): Promise<EnvironmentList> {
  return requestData<EnvironmentList>('/environments', { signal, reportErrors: false });
}
