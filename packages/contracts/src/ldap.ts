// LDAP / Active Directory sign-in (issue 32 item 3): the codes of the login's refusals that are not
// "wrong name or password". The server words each in English for scripts and logs; the web words the
// code in the user's language.

export const LDAP_CODES = {
  /** The directory could not be reached (refused, timed out, TLS failed): not the user's mistake. */
  directoryUnavailable: 'LDAP_DIRECTORY_UNAVAILABLE',
  /** The directory vouches for the name, but a Beacon account of that name signs in another way. */
  localAccount: 'LDAP_LOCAL_ACCOUNT',
  /** The directory account is in no group Beacon maps to a grant. */
  userRefused: 'LDAP_USER_REFUSED',
} as const;

export type LdapCode = (typeof LDAP_CODES)[keyof typeof LDAP_CODES];
