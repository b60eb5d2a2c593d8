import { z } from 'zod';

/** Usernames: what an operator types, trimmed; no spaces or path characters. */
export const usernameSchema = z
  .string({ error: 'The name can not is empty' })
  .trim()
  .min(1, 'The name can not is empty')
  .max(64, 'The name can be at most 64 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'The name may contain only letters, digits and . _ @ -');

/** Stored passwords follow ASVS L2 (12–128 characters, no composition rules); see docs/decisions. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const newPasswordSchema = z
  .string({ error: 'The password can not is empty' })
  .min(1, 'The password can not is empty')
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `The password can be at most ${PASSWORD_MAX_LENGTH} characters`);

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const superuserRequestSchema = z.object({
  name: usernameSchema,
  password: newPasswordSchema,
  email: z.email('The email is not valid').max(256).optional(),
  description: z.string().max(256).optional(),
});
export type SuperuserRequest = z.infer<typeof superuserRequestSchema>;

export const userInfoResponseSchema = z.object({
  message: z.string(),
  userName: z.string(),
  description: z.string(),
  roles: z.array(z.enum(['super', 'admin'])),
  tenants: z.array(z.string()),
});
export type UserInfoResponse = z.infer<typeof userInfoResponseSchema>;

/** Every error answer of the console API. `message` repeats `error` for Pulsar Manager's front end. */
export const errorResponseSchema = z.object({ error: z.string(), message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
