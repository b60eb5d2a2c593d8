// Beacon's environments (spec 3 and 7): GET {prefix}/environments → {total, data}; PUT (create),
// POST (update) and DELETE {prefix}/environments/environment; POST .../environment/test.
import type {
  ConnectionTestResult,
  EnvironmentRequestBody as EnvironmentRequest,
  EnvironmentStatus,
  EnvironmentSummary,
} from '@beacon/contracts';
import { requestData } from '../../shared/api/index.ts';

export type { ConnectionTestResult, EnvironmentRequest, EnvironmentStatus, EnvironmentSummary };

export interface EnvironmentList {
  total: number;
  data: EnvironmentSummary[];
}

interface MessageAnswer {
  message: string;
}

/** The switcher shows its own error state, so a failure does not toast on every page. */
export function fetchEnvironments(signal: AbortSignal): Promise<EnvironmentList> {
  return requestData<EnvironmentList>('/environments', { signal, reportErrors: false });
}

// The screen shows every failure of a change inline, in the server's words, so no toast.
const ENVIRONMENT_PATH = '/environments/environment';

export function createEnvironment(body: EnvironmentRequest): Promise<MessageAnswer> {
  return requestData<MessageAnswer>(ENVIRONMENT_PATH, { method: 'PUT', json: body, reportErrors: false });
}

export function updateEnvironment(body: EnvironmentRequest): Promise<MessageAnswer> {
  return requestData<MessageAnswer>(ENVIRONMENT_PATH, { method: 'POST', json: body, reportErrors: false });
}

export function deleteEnvironment(name: string): Promise<MessageAnswer> {
  return requestData<MessageAnswer>(ENVIRONMENT_PATH, {
    method: 'DELETE',
    json: { name },
    reportErrors: false,
  });
}

/** Secrets left out are taken from the stored environment of the same name, if any. */
export function testEnvironmentConnection(body: EnvironmentRequest): Promise<ConnectionTestResult> {
  return requestData<ConnectionTestResult>(`${ENVIRONMENT_PATH}/test`, {
    method: 'POST',
    json: body,
    reportErrors: false,
  });
}
