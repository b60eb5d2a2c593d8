// Single sign-on (issue 18): the login page's button and every reason a sign-on did not complete.
export const sso = {
  button: 'Login with {{label}}',
  or: 'or',
  redirecting: 'Going to the sign-on provider…',
  failedHeading: 'Single sign-on did not complete',
  codes: {
    SSO_NOT_CONFIGURED: 'Single sign-on is not configured on this server.',
    SSO_STATE_INVALID:
      'This sign-on answer does not belong to a sign-on started in this browser, so it was not used. Start again with the button below.',
    SSO_FLOW_EXPIRED: 'The sign-on took too long (more than 10 minutes). Start it again.',
    SSO_CODE_REJECTED:
      'The sign-on provider refused the code: it has expired or was already used. Start the sign-on again.',
    SSO_TOKEN_INVALID:
      "The sign-on provider's answer failed verification (its ID token). Ask your administrator to check the single sign-on settings.",
    SSO_PROVIDER_UNAVAILABLE: 'The sign-on provider cannot be reached right now. Try again in a moment.',
    SSO_USER_REFUSED:
      'Your account at the sign-on provider is not granted any access to Beacon. Ask your administrator to add you to a group Beacon maps.',
    SSO_UNKNOWN_USER:
      'Your account at the sign-on provider is not registered in Beacon, and Beacon does not create accounts on first sign-on.',
    SSO_LOCAL_ACCOUNT:
      'A Beacon account with your name signs in with a password, so single sign-on cannot use it. Log in with your password.',
    SSO_OTHER_ACCOUNT:
      'Your Beacon name belongs to another account at the sign-on provider. Ask your administrator.',
    SSO_EMAIL_UNVERIFIED:
      'The sign-on provider has not verified your email address, which Beacon names you by. Verify it there, then sign on again.',
    SSO_USERNAME_MISSING: "The sign-on provider's answer does not name the user. Ask your administrator.",
    SSO_TOO_MANY_FLOWS: 'Too many sign-ons are in progress right now. Try again in a few minutes.',
    SSO_RECONFIRMATION_REFUSED:
      'The provider did not confirm a fresh sign-in of your account for this session. Start the confirmation again from the action.',
    SSO_NO_PROVIDER_ACCOUNT: 'Your account signs in with a password: confirm with your password instead.',
    SSO_PASSWORD_LOGIN:
      'This account signs in with single sign-on, not a password. Use the single sign-on button.',
  },
};
