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
  },
  session: {
    verificationFailed: MESSAGES.verificationFailed,
  },
};
