import { MESSAGES } from '@beacon/contracts';

/** The password dialog sensitive actions open (issue 15 item 5). */
export const reauth = {
  title: 'Confirm your password',
  explanation:
    'This action changes credentials or access. Enter your password to continue; you will not be asked again for 5 minutes.',
  password: 'Password',
  passwordRequired: 'Please enter your password',
  confirm: 'Confirm and continue',
  required: 'This action needs your password: it was not done.',
  wrongPassword: MESSAGES.passwordConfirmationFailed,
  tooManyAttempts: 'Too many wrong passwords. Try again later.',
  failed: 'The password could not be checked: {{reason}}',
  provider: {
    title: 'Confirm it is you',
    explanation:
      'This action changes credentials or access. You sign in through single sign-on: sign in again at your provider, then do the action again; you will not be asked again for 5 minutes.',
    start: 'Sign in again at the provider',
    failed: 'The confirmation could not start: {{reason}}',
    done: 'Confirmed: you may now do the action again.',
  },
};
