// The refusals of a single sign-on, each with a code the web words in the user's language (the
// English text is for scripts and logs). None of them is the password login's message.
export { SSO_CODES } from '@beacon/contracts';

export const SSO_MESSAGES = {
  notConfigured: 'Single sign-on is not configured',
  stateInvalid: 'This sign-on answer does not belong to a sign-on started in this browser',
  flowExpired: 'The sign-on took too long; start it again',
  codeRejected: 'The provider refused the sign-on code (expired or already used); start the sign-on again',
  tokenInvalid: "The provider's ID token failed verification",
  providerUnavailable: 'The single sign-on provider cannot be reached; try again later',
  userRefused: 'Your single sign-on account is not granted any access to Beacon',
  unknownUser: 'Your single sign-on account is not registered in Beacon',
  localAccount: 'A Beacon account with this name signs in with a password, not single sign-on',
  otherAccount: 'This name belongs to another account at the single sign-on provider',
  emailUnverified: "The provider has not verified this account's email address, which names the user",
  usernameMissing: "The provider's answer does not name the user",
  passwordLogin: 'This account signs in with single sign-on, not a password',
  tooManyFlows: 'Too many sign-ons are in progress; try again in a few minutes',
  reconfirmationRefused:
    'The provider did not confirm a fresh sign-in of this account for this session; start the confirmation again',
  noProviderAccount: 'This account signs in with a password: confirm with the password instead',
} as const;
