// Who may replay what (issue 30 items 5 and 6, decision 0069): a super user from and into any
// tenant; a tenant admin from tenants where one of its roles grants replaying, and only into its own
// tenants that hold the replay grant too. Checked before anything is read or sent.
import { MESSAGE_GRANT_VERBS, MESSAGES, type CallerAccess } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';

const replayNotGranted = (tenant: string, direction: 'from' | 'into') =>
  `Replaying messages ${direction === 'from' ? 'of' : 'into'} tenant ${tenant} needs the ${MESSAGE_GRANT_VERBS.replay} grant in one of your roles`;

/** Refuses (403, with the reason) unless the caller may replay in every one of `tenants`. */
export function refuseUnlessMayReplay(
  access: CallerAccess,
  tenants: Iterable<string>,
  direction: 'from' | 'into',
): void {
  if (access.roles.includes('super')) return;
  for (const tenant of tenants) {
    if (!access.tenants.includes(tenant)) throw new HttpError(403, MESSAGES.forbidden);
    if (!access.messages?.replay.includes(tenant))
      throw new HttpError(403, replayNotGranted(tenant, direction));
  }
}
