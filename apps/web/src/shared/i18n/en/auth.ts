import { MESSAGES } from '@beacon/contracts';

export const auth = {
  login: {
    pageTitle: 'Log in',
    heading: 'Log in to Beacon',
    username: 'Username',
    usernameRequired: 'Please enter your username',
    password: 'Password',
    passwordRequired: 'Please enter your password',
    submit: 'Log in',
    failed: MESSAGES.loginFailed,
    tooManyAttempts: 'Too many login attempts',
    retryAfter: 'You can try again in {{seconds}} seconds.',
    unavailable: 'The server could not complete the login',
    // Directory (LDAP) sign-in (issue 32 item 3), by the code the server sends.
    directory: {
      LDAP_DIRECTORY_UNAVAILABLE:
        'The directory (LDAP) cannot be reached right now, so your password could not be checked. Try again in a moment, or ask your administrator.',
      LDAP_LOCAL_ACCOUNT:
        'A Beacon account with this name does not sign in with the directory, so the directory cannot sign it in. Ask your administrator.',
      LDAP_USER_REFUSED:
        'Your directory account is in no group that Beacon grants access to. Ask your administrator to add you to one.',
    },
  },
  session: {
    verificationFailed: MESSAGES.verificationFailed,
  },
  passwordReset: {
    title: 'Your password was set by {{by}}',
    detail:
      '{{by}} set a new password for your account on {{time}}. If you did not ask for it, tell another administrator, and change your password in the user menu.',
    dismiss: 'Got it',
  },
  callback: {
    signingIn: 'Completing single sign-on…',
    failed: 'Single sign-on did not complete',
    missingCode: 'The sign-on provider sent no code to exchange.',
    providerError: 'The sign-on provider refused: {{error}}.',
    providerErrorDescribed: 'The sign-on provider refused: {{error}} ({{description}}).',
    stateMismatch:
      'This answer does not belong to the sign-on started in this browser (its state does not match), so it was not used. Start again from the login page.',
    refused: 'Beacon refused the sign-on: {{reason}}',
    refusedWithoutReason: 'Beacon refused the sign-on (HTTP {{status}}).',
    unreachable: 'Beacon could not be reached to complete the sign-on: {{reason}}',
    backToLogin: 'Back to the login page',
  },
  authRedirect: {
    done: 'Sign-in details were handed to the console window. You can close this window.',
  },
};
