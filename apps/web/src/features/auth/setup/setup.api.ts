// First-run setup calls (decision 0034): whether setup is pending, and creating the first super user
// with the one-time token from the server's log.
import { SETUP_MESSAGES, SETUP_ROUTES, type SetupRequest, type SetupStatusResponse } from '@beacon/contracts';
import { errorText, request, requestData } from '../../../shared/api/index.ts';

export const setupKeys = { status: ['setup', 'status'] as const };

export function fetchSetupStatus(signal: AbortSignal): Promise<SetupStatusResponse> {
  return requestData<SetupStatusResponse>(SETUP_ROUTES.status, { signal, reportErrors: false });
}

/** How a setup call ended, in the terms the page words itself. */
export type SetupOutcome =
  | { kind: 'created' }
  | { kind: 'invalid-token' }
  | { kind: 'closed' }
  | { kind: 'throttled'; reason: string }
  /** A refusal of what was typed (the common-password list, a name rule): the server's words. */
  | { kind: 'refused'; reason: string };

export async function completeSetup(body: SetupRequest): Promise<SetupOutcome> {
  const response = await request(SETUP_ROUTES.complete, { method: 'PUT', json: body, reportErrors: false });
  const reason = errorText(response.body) ?? `HTTP ${response.status}`;
  if (response.status === 200) return { kind: 'created' };
  if (response.status === 429) return { kind: 'throttled', reason };
  if (reason === SETUP_MESSAGES.closed) return { kind: 'closed' };
  if (response.status === 403 || reason.startsWith('token:')) return { kind: 'invalid-token' };
  return { kind: 'refused', reason };
}
