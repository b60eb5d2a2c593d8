// First-run setup in the browser (issue 15 item 6): while no user exists and no seeding variables
// are set, the server logs a one-time link `<url>/setup?token=…`; the setup page creates the first
// super user with it. The status call says only whether setup is pending, never the token.
import { z } from 'zod';
import { newPasswordSchema, usernameSchema } from './auth.ts';
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
  throttled: 'Too many setup attempts from this address, try again later',
  done: 'Setup complete, please login',
  passwordsDiffer: FORM_ISSUES.passwordsDiffer,
} as const;

export const setupStatusResponseSchema = z.object({ pending: z.boolean() });
export type SetupStatusResponse = z.infer<typeof setupStatusResponseSchema>;

export const setupRequestSchema = z.object({
  token: z
    .string({ error: SETUP_MESSAGES.tokenMissing })
    .min(1, SETUP_MESSAGES.tokenMissing)
    .max(256, SETUP_MESSAGES.tokenInvalid),
  name: usernameSchema,
  password: newPasswordSchema,
});
export type SetupRequest = z.infer<typeof setupRequestSchema>;

/** The setup page's fields: the request's, plus the password typed twice. */
export const setupFormSchema = z
  .object({
    name: usernameSchema,
    password: newPasswordSchema,
    // Untouched, it is simply not the password yet: the mismatch message, not zod's "Invalid input".
    confirmPassword: z.string().optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: SETUP_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type SetupForm = z.infer<typeof setupFormSchema>;
