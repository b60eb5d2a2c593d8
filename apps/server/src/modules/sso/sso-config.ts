// BEACON_OIDC_* variables (issue 18 item 1). config.ts, the only reader of process.env, hands them
// here; a bad value stops start-up with a message naming the variable.
import { z } from 'zod';
import { parseGrantList, parseRoleMapping, type SsoGrant } from './sso-grants.ts';
import { listOf, parseVariableGroup } from '../../variable-group.ts';

/** Asymmetric algorithms only: `none` and the HMAC family (signed with the client secret) are refused. */
export const ID_TOKEN_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
] as const;

export interface SsoConfig {
  issuer: URL;
  clientId: string;
  /** Undefined: a public client (PKCE only, no client authentication). */
  clientSecret: string | undefined;
  /** Beacon's /callback, exactly as registered at the provider. */
  redirectUri: string;
  postLogoutRedirectUri: string;
  scopes: string;
  buttonLabel: string;
  usernameClaim: string;
  rolesClaim: string;
  roleMapping: Map<string, SsoGrant[]>;
  defaultGrants: SsoGrant[];
  /** Whether a user the provider vouches for but Beacon does not know is created or refused. */
  createUsers: boolean;
  idTokenAlgorithms: string[];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on loopback only (a provider started beside Beacon for tests or development). */
const webUrl = z
  .string()
  .trim()
  .transform((value, context): URL => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'must be an absolute URL' });
      return z.NEVER;
    }
    const secure =
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
    if (!secure || url.username || url.password || url.hash) {
      context.addIssue({
        code: 'custom',
        message: 'must be an https URL (http only on localhost) without credentials or fragment',
      });
      return z.NEVER;
    }
    return url;
  });

const claimName = z
  .string()
  .trim()
  .regex(/^[\w.:/-]+$/, 'must be a claim name (letters, digits and . _ : / -)');

const ssoSchema = z.object({
  BEACON_OIDC_ISSUER: webUrl,
  BEACON_OIDC_CLIENT_ID: z.string({ error: 'must be set when BEACON_OIDC_ISSUER is set' }).trim().min(1),
  BEACON_OIDC_CLIENT_SECRET: z.string().optional(),
  BEACON_OIDC_REDIRECT_URI: webUrl.refine(
    (url) => url.pathname.endsWith('/callback') && url.search === '',
    "must be Beacon's /callback page (e.g. https://beacon.example.com/callback), without a query",
  ),
  BEACON_OIDC_POST_LOGOUT_REDIRECT_URI: webUrl.optional(),
  BEACON_OIDC_SCOPES: z
    .string()
    .trim()
    .refine((value) => value.split(/\s+/).includes('openid'), 'must include openid')
    .default('openid profile email'),
  BEACON_OIDC_BUTTON_LABEL: z.string().trim().min(1).max(40, 'must be at most 40 characters').default('SSO'),
  BEACON_OIDC_USERNAME_CLAIM: claimName.default('preferred_username'),
  BEACON_OIDC_ROLES_CLAIM: claimName.default('groups'),
  BEACON_OIDC_ROLE_MAPPING: listOf(parseRoleMapping).default(new Map()),
  BEACON_OIDC_DEFAULT_GRANTS: listOf(parseGrantList).default([]),
  BEACON_OIDC_UNKNOWN_USERS: z
    .enum(['create', 'refuse'], { error: 'must be create or refuse' })
    .default('create'),
  BEACON_OIDC_ID_TOKEN_ALGORITHMS: z
    .string()
    .transform((value, context): string[] => {
      const algorithms = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const unknown = algorithms.filter((alg) => !(ID_TOKEN_ALGORITHMS as readonly string[]).includes(alg));
      if (algorithms.length === 0 || unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `must list algorithms among ${ID_TOKEN_ALGORITHMS.join(', ')}`,
        });
        return z.NEVER;
      }
      return algorithms;
    })
    .default(['RS256', 'ES256']),
});

/**
 * The single sign-on settings, or undefined when BEACON_OIDC_ISSUER is not set (the login page then
 * shows no button). Returns the problems, each naming its variable, when a value is bad.
 */
export function parseSsoConfig(env: Record<string, string | undefined>): {
  config: SsoConfig | undefined;
  problems: string[];
} {
  const group = parseVariableGroup(env, {
    prefix: 'BEACON_OIDC_',
    required: 'BEACON_OIDC_ISSUER',
    schema: ssoSchema,
  });
  if (group.values === undefined) return { config: undefined, problems: group.problems };
  const { values } = group;
  return {
    config: {
      issuer: values.BEACON_OIDC_ISSUER,
      clientId: values.BEACON_OIDC_CLIENT_ID,
      clientSecret: values.BEACON_OIDC_CLIENT_SECRET,
      redirectUri: values.BEACON_OIDC_REDIRECT_URI.href,
      // The login page beside /callback, wherever Beacon is mounted.
      postLogoutRedirectUri: (
        values.BEACON_OIDC_POST_LOGOUT_REDIRECT_URI ?? new URL('login', values.BEACON_OIDC_REDIRECT_URI)
      ).href,
      scopes: values.BEACON_OIDC_SCOPES,
      buttonLabel: values.BEACON_OIDC_BUTTON_LABEL,
      usernameClaim: values.BEACON_OIDC_USERNAME_CLAIM,
      rolesClaim: values.BEACON_OIDC_ROLES_CLAIM,
      roleMapping: values.BEACON_OIDC_ROLE_MAPPING,
      defaultGrants: values.BEACON_OIDC_DEFAULT_GRANTS,
      createUsers: values.BEACON_OIDC_UNKNOWN_USERS === 'create',
      idTokenAlgorithms: values.BEACON_OIDC_ID_TOKEN_ALGORITHMS,
    },
    problems: [],
  };
}
