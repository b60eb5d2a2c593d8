// Sensitive actions ask for the password again when it was last typed more than 5 minutes ago
// (issue 15 item 5): the server refuses with a 403 carrying this code, the web asks for the password,
// confirms it and retries the call once.
// The code and path live apart (password-confirmation-codes.ts), so importing them costs no zod.
import { z } from 'zod';

export const confirmPasswordRequestSchema = z.object({
  password: z
    .string({ error: 'The password can not is empty' })
    .min(1, 'The password can not is empty')
    .max(1024),
});
export type ConfirmPasswordRequest = z.infer<typeof confirmPasswordRequestSchema>;

/** The password matched: sensitive actions need no new prompt until `confirmedUntil` (epoch ms). */
export const confirmPasswordResponseSchema = z.object({
  message: z.string(),
  confirmedUntil: z.number().int(),
});
export type ConfirmPasswordResponse = z.infer<typeof confirmPasswordResponseSchema>;
