// Who may manage or see a rule (decision 0090), default deny: a super user every rule; a tenant
// administrator a rule whose scope names one of the tenants it administers in the rule's environment.
// A rule naming no tenant (a pattern over every tenant) is a super user's alone.
import { ALERT_MESSAGES, MESSAGES } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';
import { type Access, accessIn } from '../users/index.ts';

export function mayManage(access: Access, environment: string, tenant: string | undefined): boolean {
  const inEnvironment = accessIn(access, environment);
  if (inEnvironment.roles.includes('super')) return true;
  return tenant !== undefined && inEnvironment.tenants.includes(tenant);
}

/** 403 with the reason, for a rule the caller may not write. */
export function refuseUnlessManages(access: Access, environment: string, tenant: string | undefined): void {
  if (mayManage(access, environment, tenant)) return;
  if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
  throw new HttpError(
    403,
    tenant === undefined ? ALERT_MESSAGES.tenantNeeded : ALERT_MESSAGES.tenantOutsideAccess(tenant),
  );
}
