// First-run setup's routes and messages, apart from its zod schemas (setup.ts) so the login page,
// which asks whether setup is pending, does not download zod (bench/first-load.ts).
import { FORM_ISSUES } from './forms/form-issues.ts';

export const SETUP_ROUTES = {
  /** GET, anonymous: `{ pending }`. */
  status: '/users/setup/status',
  /** PUT, anonymous: creates the first super user with the token from the server's log. */
  complete: '/users/setup',
} as const;

export const SETUP_MESSAGES = {
  tokenMissing: 'The setup link has no token; open the link printed in the server log',
  tokenInvalid:
    'The setup link is not valid (each start prints a new one); open the newest link from the server log',
  closed: 'Setup is already complete; sign in instead',
  bootstrapNeedsToken:
    'First-run setup is pending: open the setup link printed in the server log, or add its token to this call (?token=…)',
  throttled: 'Too many setup attempts from this address, try again later',
  done: 'Setup complete, please login',
  passwordsDiffer: FORM_ISSUES.passwordsDiffer,
} as const;
