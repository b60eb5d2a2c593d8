import { FORM_ISSUES } from './forms/form-issues.ts';
import { z } from 'zod';
import { CONSOLE_ROLES } from './session.ts';

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
  .max(PASSWORD_MAX_LENGTH, `The password can be at most ${PASSWORD_MAX_LENGTH} characters`)
  // Long enough yet no secret at all (issue 28 B19): twelve spaces, or one key held down.
  .refine((password) => password.trim() !== '', FORM_ISSUES.passwordBlank)
  .refine((password) => new Set(password).size > 1, FORM_ISSUES.passwordOneCharacter);

/**
 * Control characters are no one's name; a NUL would also fail PostgreSQL's text (a 500, not a 400)
 * in the login throttle's key, and must never reach a directory's filter or DN (decision 0089).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const loginRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(256)
    .refine((name) => !CONTROL_CHARACTERS.test(name), 'The username must not contain control characters'),
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

/**
 * 'local': a Beacon password; 'sso': created by single sign-on; 'ldap': signs in against an LDAP
 * directory (issue 32 item 3). Only 'local' users hold a password here.
 */
export const USER_SOURCES = ['local', 'sso', 'ldap'] as const;
export type UserSource = (typeof USER_SOURCES)[number];

export const userInfoResponseSchema = z.object({
  message: z.string(),
  userName: z.string(),
  description: z.string(),
  roles: z.array(z.enum(CONSOLE_ROLES)),
  tenants: z.array(z.string()),
  /**
   * Of those tenants, where this user may read, export and replay message contents (issue 30 item
   * 6); absent for a super user, who may everywhere.
   */
  messages: z
    .object({ read: z.array(z.string()), export: z.array(z.string()), replay: z.array(z.string()) })
    .optional(),
  /**
   * The environment this user chose last, in any browser, while it still exists: a deep link opened
   * in a browser that never chose one opens in it (issue 14 item 6). Absent when there is none.
   */
  lastEnvironment: z.string().optional(),
  /**
   * How this user confirms a sensitive action (issue 28 B16): its password, or signing in again at
   * the single sign-on provider (a user of the provider holds no Beacon password).
   */
  confirmsWith: z.enum(['password', 'provider']).optional(),
  /** How this user signs in: only a 'local' user has a password to change here (the user menu). */
  source: z.enum(USER_SOURCES).optional(),
});
export type UserInfoResponse = z.infer<typeof userInfoResponseSchema>;

/**
 * Every error answer of the console API. `message` and `reason` repeat `error` for Pulsar Manager's
 * front end, which reads `message` on 400/401 and `reason` on every other refusal (decision 0003).
 */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  reason: z.string(),
  /** A machine-readable marker on the few refusals a client acts on (`PASSWORD_CONFIRMATION_REQUIRED`). */
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Pulsar's NamedEntity rule for tenant, namespace and cluster names. */
/** A Pulsar resource name (a tenant's, say), filled in as `required` asks when it is empty. */
export function pulsarName(required: string = FORM_ISSUES.userNameRequired) {
  return (
    z
      .string({ error: required })
      .trim()
      // Aborting: an empty name gets this message alone, not the pattern's too.
      .min(1, { error: required, abort: true })
      .max(256, FORM_ISSUES.tooLong)
      .regex(/^[-=:.\w]+$/, FORM_ISSUES.pulsarName)
      .refine((name) => name !== '.' && name !== '..', FORM_ISSUES.pulsarNameDots)
  );
}
export const pulsarNameSchema = pulsarName();

const optionalText = z.string().trim().max(256).optional();

/** Fields an operator edits on a user (spec 3: the management list adds these to username/password). */
const userProfileFields = {
  description: optionalText,
  email: z
    .string({ error: 'The email can not is empty' })
    .trim()
    .min(1, 'The email can not is empty')
    .pipe(z.email('Email address illegal').max(256)),
  phoneNumber: z.string().trim().max(48).optional(),
  location: optionalText,
  company: optionalText,
  /**
   * Tenants the user administers: a user with tenants holds the `admin` role for them. A name alone
   * grants it in every environment (`*`); `{environment, tenant}` in one.
   */
  tenants: z
    .array(
      z.union([
        pulsarNameSchema,
        z.object({ environment: z.string().trim().min(1).max(256), tenant: pulsarNameSchema }),
      ]),
    )
    .max(1000)
    .optional(),
  /** Grants the `super` role. */
  superUser: z.boolean().optional(),
};

/**
 * `repeatPassword` is what the web's form sends; Pulsar Manager's front end and scripts leave it out,
 * so it is checked only when present.
 */
export const createUserRequestSchema = z
  .object({
    name: usernameSchema,
    password: newPasswordSchema,
    repeatPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    ...userProfileFields,
  })
  .refine((user) => user.repeatPassword === undefined || user.repeatPassword === user.password, {
    message: 'The passwords do not match',
    path: ['repeatPassword'],
  });
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/**
 * An update never changes the password: Pulsar Manager's edit dialog sends the whole user back, with
 * `password` empty or stale, so a `password` here is accepted and dropped (zod strips unknown keys).
 * A password changes only through its own call (changePasswordRequestSchema).
 */
export const updateUserRequestSchema = z.object({
  name: usernameSchema,
  ...userProfileFields,
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/**
 * A super user sets another user's (or their own) password; every session of that user ends.
 * `repeatPassword`, when sent (the web's form), must match.
 */
export const changePasswordRequestSchema = z
  .object({
    name: usernameSchema,
    password: newPasswordSchema,
    repeatPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .refine((change) => change.repeatPassword === undefined || change.repeatPassword === change.password, {
    message: 'The passwords do not match',
    path: ['repeatPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * Every signed-in user changes its own password (issue 15 item 1): the current one proves it is the
 * user at the keyboard, not someone at an unattended browser.
 */
export const changeOwnPasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: 'The current password can not is empty' })
      .min(1, 'The current password can not is empty')
      .max(1024),
    password: newPasswordSchema,
    repeatPassword: z
      .string({ error: 'The passwords do not match' })
      .max(PASSWORD_MAX_LENGTH, 'The passwords do not match'),
  })
  .refine((change) => change.repeatPassword === change.password, {
    message: 'The passwords do not match',
    path: ['repeatPassword'],
  });
export type ChangeOwnPasswordRequest = z.infer<typeof changeOwnPasswordRequestSchema>;

export const deleteUserRequestSchema = z.object({ name: usernameSchema });

export const pageQuerySchema = z.object({
  page_num: z.coerce.number().int().min(1, 'page_num is incorrect, should be greater than 0.').default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, 'page_size is incorrect, should be greater than 0 and less than 1000.')
    .max(1000, 'page_size is incorrect, should be greater than 0 and less than 1000.')
    .default(10),
});

/** The users list: a page, and text searched in name, email, description and company. */
export const userListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(256).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

const epochMs = z.number().int();

/** One row of the users list: never a password hash, session or token. */
export const userSummarySchema = z.object({
  name: z.string(),
  description: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  location: z.string(),
  company: z.string(),
  roles: z.array(z.enum(CONSOLE_ROLES)),
  tenants: z.array(z.string()),
  source: z.enum(USER_SOURCES),
  /** Epoch milliseconds of the last login; null when the user never signed in. */
  lastLoginAt: epochMs.nullable(),
  createdAt: epochMs,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** GET {prefix}/users: a page of users, and how many match in all. */
export const userListResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  data: z.array(userSummarySchema),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** The answer of most console changes: Pulsar Manager's words for what was done. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET {prefix}/csrf-token: the token, also in the `x-csrf-token` header and the XSRF-TOKEN cookie. */
export const csrfTokenResponseSchema = z.object({ token: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;

/**
 * POST {prefix}/login (and a single sign-on exchange): the body only says it worked; the session
 * token comes in the `token` header, with `username` and `tenant` (LOGIN_RESPONSE_HEADERS).
 */
export const loginResponseSchema = z.object({
  login: z.literal('success'),
  /** Another user set this user's password since its last sign-in: who, and when (epoch ms). */
  passwordReset: z.object({ by: z.string(), at: z.number() }).optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST {prefix}/logout; a single sign-on user also gets the provider's end-session page to visit. */
export const logoutResponseSchema = z.object({
  message: z.string(),
  endSessionUrl: z.string().optional(),
});
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
