// Who may read what (issue 30 item 6, decision 0069): a super user everything; a tenant admin the
// topics of tenants where one of its roles grants reading message contents in this environment.
// Checked before anything is opened, on every tenant the read names.
import { messagesNotGranted, MESSAGES, type CallerAccess } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';

/** Refuses (403, with the reason) unless the caller may read messages in every one of `tenants`. */
export function refuseUnlessMayRead(access: CallerAccess, tenants: Iterable<string>): void {
  if (access.roles.includes('super')) return;
  for (const tenant of tenants) {
    if (!access.tenants.includes(tenant)) throw new HttpError(403, MESSAGES.forbidden);
    if (!access.messages?.read.includes(tenant)) throw new HttpError(403, messagesNotGranted(tenant));
  }
}

/** The tenant of `persistent://tenant/namespace/topic` or of `tenant/namespace`. */
export function tenantOf(name: string): string {
  return name.replace(/^persistent:\/\//, '').split('/')[0] ?? '';
}
