// Who may read what (issue 30 item 6, decision 0069): a super user everything; a tenant admin the
// topics of tenants where one of its roles grants reading (or exporting, or replaying) message
// contents in this environment. Checked before anything is opened, on every tenant the read names.
import {
  messagesNotGranted,
  MESSAGE_GRANT_VERBS,
  MESSAGES,
  type CallerAccess,
  type MessageGrant,
} from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';

const DOING: Record<MessageGrant, string> = { read: 'Reading', export: 'Exporting', replay: 'Replaying' };

/** Refuses (403, with the reason) unless the caller holds `grant` in every one of `tenants`. */
export function refuseUnlessGranted(
  access: CallerAccess,
  tenants: Iterable<string>,
  grant: MessageGrant,
): void {
  if (access.roles.includes('super')) return;
  for (const tenant of tenants) {
    if (!access.tenants.includes(tenant)) throw new HttpError(403, MESSAGES.forbidden);
    if (!access.messages?.[grant].includes(tenant))
      throw new HttpError(
        403,
        grant === 'read'
          ? messagesNotGranted(tenant)
          : `${DOING[grant]} the messages of tenant ${tenant} needs the ${MESSAGE_GRANT_VERBS[grant]} grant in one of your roles`,
      );
  }
}

/** Refuses (403, with the reason) unless the caller may read messages in every one of `tenants`. */
export function refuseUnlessMayRead(access: CallerAccess, tenants: Iterable<string>): void {
  refuseUnlessGranted(access, tenants, 'read');
}

/** The tenant of `persistent://tenant/namespace/topic` or of `tenant/namespace`. */
export function tenantOf(name: string): string {
  return name.replace(/^persistent:\/\//, '').split('/')[0] ?? '';
}
