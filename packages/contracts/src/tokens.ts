// Broker tokens (issue 15 item 4): Pulsar JWTs minted for a role with the current environment's
// signing key. Paths and answer shapes are Pulsar Manager's BrokerTokensController (inventory 2.4,
// 3.1) so its clients keep working; Beacon adds expiry, issuer, creation time and algorithm.
import { z } from 'zod';
import { SIGNING_ALGORITHMS } from './environments.ts';
import { FORM_ISSUES } from './forms/form-issues.ts';

export const TOKEN_ROUTES = {
  list: '/tokens',
  token: '/tokens/token',
  byRole: (role: string) => `/tokens/${encodeURIComponent(role)}`,
} as const;

export const TOKEN_MESSAGES = {
  /** Pulsar Manager's words for a minted token. */
  created: 'Token generate and save success',
  /** Pulsar Manager answered an edit with the same words (sic); its clients read nothing else. */
  updated: 'Token generate and save success',
  deleted: 'Delete broker token success',
  exists: 'Role already exists',
  missing: 'Token not find',
  roleOutsideTenants: 'You can mint tokens only for the admin roles of tenants you administer',
  noExpiryRefused: 'Tokens without expiry are not allowed on this server',
} as const;

/** The refusal when the environment has no signing key (names the environment). */
export function noSigningKeyMessage(environment: string): string {
  return `Environment '${environment}' has no token signing key: set one in the environment's settings`;
}

/** The refusal for a lifetime beyond the configured maximum. */
export function tooLongExpiryMessage(maxSeconds: number): string {
  return `The expiry must be at most ${maxSeconds} seconds (${Math.floor(maxSeconds / 86_400)} days) from now`;
}

// Pulsar takes any string as a role; control characters would only hide in logs and headers.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export const tokenRoleSchema = z
  .string({ error: FORM_ISSUES.tokenRoleRequired })
  .trim()
  .min(1, FORM_ISSUES.tokenRoleRequired)
  .max(256, FORM_ISSUES.tooLong)
  .refine((role) => !CONTROL_CHARACTERS.test(role), FORM_ISSUES.noControlCharacters);

const description = z.string().trim().max(256, FORM_ISSUES.tooLong).default('');

export const createTokenRequestSchema = z.object({
  role: tokenRoleSchema,
  description,
  /**
   * Seconds from now until the token expires; absent means the server's default lifetime, null means
   * no expiry (refused unless the server allows it).
   */
  expiresIn: z
    .number({ error: 'expiresIn must be a number of seconds' })
    .int('expiresIn must be a whole number of seconds')
    .positive('expiresIn must be greater than 0')
    .nullable()
    .optional(),
});
export type CreateTokenRequest = z.input<typeof createTokenRequestSchema>;

export const updateTokenRequestSchema = z.object({ role: tokenRoleSchema, description });
export type UpdateTokenRequest = z.input<typeof updateTokenRequestSchema>;

/** One minted token as listed: never its value. */
export const tokenSummarySchema = z.object({
  tokenId: z.string(),
  role: z.string(),
  description: z.string(),
  /** Epoch milliseconds, or null for a token that never expires. */
  expiresAt: z.number().int().nullable(),
  /** The Beacon user who minted it. */
  issuer: z.string(),
  createdAt: z.number().int(),
  algorithm: z.enum(SIGNING_ALGORITHMS),
});
export type TokenSummary = z.infer<typeof tokenSummarySchema>;

/** What the server allows when minting in the current environment (the form's choices). */
export const tokenPolicySchema = z.object({
  defaultTtlSeconds: z.number().int(),
  maxTtlSeconds: z.number().int(),
  allowNoExpiry: z.boolean(),
  /** Whether the current environment has a signing key (without one nothing can be minted). */
  signingKey: z.boolean(),
  /** The signing key's algorithm, when there is one. */
  algorithm: z.enum(SIGNING_ALGORITHMS).nullable(),
});
export type TokenPolicy = z.infer<typeof tokenPolicySchema>;

/** GET {prefix}/tokens */
export const tokenListResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  data: z.array(tokenSummarySchema),
  policy: tokenPolicySchema,
});
export type TokenListResponse = z.infer<typeof tokenListResponseSchema>;

/** PUT {prefix}/tokens/token */
export const createTokenResponseSchema = z.object({
  message: z.string(),
  tokenId: z.string(),
  /** The token itself: shown this once. */
  token: z.string(),
});
export type CreateTokenResponse = z.infer<typeof createTokenResponseSchema>;

/** GET {prefix}/tokens/{role} */
export const tokenValueResponseSchema = z.object({
  token: z.string(),
  description: z.string(),
  role: z.string(),
  tokenId: z.string(),
});
export type TokenValueResponse = z.infer<typeof tokenValueResponseSchema>;

/** DELETE {prefix}/tokens/{role} */
export const deleteTokenResponseSchema = z.object({ message: z.string(), role: z.string() });
export type DeleteTokenResponse = z.infer<typeof deleteTokenResponseSchema>;
