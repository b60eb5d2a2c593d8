// First-run setup in the browser (issue 15 item 6): while no user exists and no seeding variables
// are set, the server logs a one-time link `<url>/setup?token=…`; the setup page creates the first
// super user with it. The status call says only whether setup is pending, never the token.
import { z } from 'zod';
import { newPasswordSchema, usernameSchema } from './auth.ts';
import { SETUP_MESSAGES } from './setup-routes.ts';

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
