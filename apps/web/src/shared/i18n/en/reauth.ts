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
};
