// A user's effective access (issue 15 item 3): GET {prefix}/access/{user}, super users only; 404
// with 'The user is not exist' for an unknown user.
import { ROLE_ROUTES, type AccessPath, type EffectiveAccess } from '@beacon/contracts';
import { requestData } from '../../shared/api/index.ts';

export type { AccessPath, EffectiveAccess };

export function fetchEffectiveAccess(userName: string, signal: AbortSignal): Promise<EffectiveAccess> {
  return requestData(ROLE_ROUTES.access(userName), { signal });
}
