// Beacon's environments (spec 3 and 7): GET {prefix}/environments → {total, data}.
import { requestData } from '../../shared/api/index.ts';

export type EnvironmentStatus = 'online' | 'unreachable' | 'unauthorized' | 'unknown';

export interface EnvironmentSummary {
  name: string;
  /** The broker's service URL, shown as the switcher's label. */
  broker: string;
  status: EnvironmentStatus;
}

export interface EnvironmentList {
  total: number;
  data: EnvironmentSummary[];
}

/** The switcher shows its own error state, so a failure does not toast on every page. */
export function fetchEnvironments(signal: AbortSignal): Promise<EnvironmentList> {
  return requestData<EnvironmentList>('/environments', { signal, reportErrors: false });
}
