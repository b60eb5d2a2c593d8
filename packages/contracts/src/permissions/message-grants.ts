// Who may read message contents, export them and replay them (issue 30 item 6, decision 0069):
// grants of their own, per tenant and environment, which a tenant admin holds only where one of its
// roles carries them. A TENANTS role names them as resource verbs beside ADMIN, in Pulsar Manager's
// comma-separated `resourceVerbs` ("ADMIN,READ_MESSAGES"). A super user holds them everywhere.

/** The verb every TENANTS role carries: it administers its tenant. */
export const ADMIN_VERB = 'ADMIN';

/** Each grant and the role verb that gives it. */
export const MESSAGE_GRANT_VERBS = {
  read: 'READ_MESSAGES',
  export: 'EXPORT_MESSAGES',
  replay: 'REPLAY_MESSAGES',
} as const;
export type MessageGrant = keyof typeof MESSAGE_GRANT_VERBS;
/** The grants in their one order, as a tuple for schemas. */
export const MESSAGE_GRANTS_TUPLE = ['read', 'export', 'replay'] as const satisfies readonly MessageGrant[];
export const MESSAGE_GRANTS: readonly MessageGrant[] = MESSAGE_GRANTS_TUPLE;

/** The tenants where a caller holds each grant, in one environment. */
export type MessageGrants = Readonly<Record<MessageGrant, readonly string[]>>;
export const NO_MESSAGE_GRANTS: MessageGrants = { read: [], export: [], replay: [] };

/**
 * Permission-table names whose calls show message contents (examine, peek, entry by id, the id at a
 * time): a tenant admin needs the read grant in the tenant besides administering it.
 */
export const MESSAGE_CONTENT_PERMISSIONS: ReadonlySet<string> = new Set(['message.read']);

const VERB_ORDER = [ADMIN_VERB, ...Object.values(MESSAGE_GRANT_VERBS)];

/**
 * A role's verbs from their comma-separated text, in one order, or why they cannot be: ADMIN is
 * always there, an unknown verb is refused, and exporting or replaying reads, so either needs READ.
 */
export function parseRoleVerbs(text: string): { verbs: string } | { issue: string } {
  const named = new Set(
    text
      .split(',')
      .map((verb) => verb.trim().toUpperCase())
      .filter((verb) => verb !== ''),
  );
  const unknown = [...named].filter((verb) => !VERB_ORDER.includes(verb));
  if (unknown.length > 0)
    return { issue: `Unknown resource verb ${unknown.join(', ')}: use ${VERB_ORDER.join(', ')}` };
  named.add(ADMIN_VERB);
  const reads = named.has(MESSAGE_GRANT_VERBS.read);
  if (!reads && (named.has(MESSAGE_GRANT_VERBS.export) || named.has(MESSAGE_GRANT_VERBS.replay)))
    return {
      issue: `${MESSAGE_GRANT_VERBS.export} and ${MESSAGE_GRANT_VERBS.replay} need ${MESSAGE_GRANT_VERBS.read}`,
    };
  return { verbs: VERB_ORDER.filter((verb) => named.has(verb)).join(',') };
}

/** A role's verbs for the API: ADMIN, and the verb of each grant. */
export function verbsOfGrants(grants: readonly MessageGrant[] = []): string {
  return [ADMIN_VERB, ...grants.map((grant) => MESSAGE_GRANT_VERBS[grant])].join(',');
}

/** The grants a role's verbs give. */
export function grantsOfVerbs(verbs: string): MessageGrant[] {
  const named = new Set(verbs.split(',').map((verb) => verb.trim().toUpperCase()));
  return MESSAGE_GRANTS.filter((grant) => named.has(MESSAGE_GRANT_VERBS[grant]));
}
