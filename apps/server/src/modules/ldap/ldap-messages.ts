// The English words of the directory sign-in's refusals (scripts and logs read them; the web words
// the code, LDAP_CODES in @beacon/contracts, in the user's language).
import { LDAP_CODES } from '@beacon/contracts';

export const LDAP_MESSAGES = {
  directoryUnavailable:
    'The directory (LDAP) cannot be reached right now, so the password could not be checked. Try again in a moment, or ask your administrator.',
  localAccount:
    'A Beacon account with this name does not sign in with the directory, so the directory cannot sign it in. Ask your administrator.',
  userRefused:
    'Your directory account is in no group that Beacon grants access to. Ask your administrator to add you to one.',
} as const;

export { LDAP_CODES };
